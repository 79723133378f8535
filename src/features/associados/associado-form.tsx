import { FormShell } from '@/components/form/form-shell';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { paths } from '@/config/paths';
import { obterAssociado } from '@/generated/api/associados/associados';
import type { Associado } from '@/generated/model';
import { refuseUnsafeSendBack } from '@/lib/http/send-back-guard';
import { useCreateAssociado, useUpdateAssociado } from './api';
import { ASSOCIADO_CHANGED_BY_OTHER, associadoFormKeys, describeAssociadoConflict } from './associado-conflicts';
import { associadoSections } from './associado-field-catalog';
import { AssociadoFields } from './associado-fields';
import {
  associadoFormSchema,
  associadoFormToPayload,
  emptyAssociadoForm,
  type AssociadoFormOutput,
} from './associado-form-schema';
import { associadoSendBack, associadoToForm } from './associado-form-values';
import { useCepLookup } from './use-cep-lookup';
import { UsuariosFields } from './usuarios-fields';

/**
 * The associate form, new (no `associado`) or editing. A failed save shows the red banner at the
 * top, scrolls up to it and keeps everything typed (spec section 2). Editing, the save keeps what
 * colleagues saved meanwhile (FormShell's `edited`).
 */
export function AssociadoForm({ associado }: { associado?: Associado }) {
  const createAssociado = useCreateAssociado();
  const updateAssociado = useUpdateAssociado(associado?.associadoId ?? 0);
  const form = useSchemaForm(associadoFormSchema, associado ? associadoToForm(associado) : emptyAssociadoForm());
  const { control } = form;
  const lookUpCep = useCepLookup(form);
  const onCepBlur = (cep: string) => void lookUpCep(cep);

  const save = async (values: AssociadoFormOutput) => {
    const payload = associadoFormToPayload(values);
    if (!associado) {
      // Created after all (no answer came, but it was found): its page, not the success page.
      const { foundId } = await createAssociado.mutateAsync(payload);
      return foundId === undefined ? paths.associados.cadastrado.getHref() : paths.associados.info.getHref(foundId);
    }
    await updateAssociado.mutateAsync(payload);
    return paths.listas.getHref('associados');
  };

  return (
    <FormShell
      className="associado-form"
      form={form}
      edited={
        associado && {
          record: associado,
          toForm: associadoToForm,
          readCurrent: async () =>
            refuseUnsafeSendBack(await obterAssociado(associado.associadoId), {
              ...associadoSendBack,
              ids: { usuarios: 'usuarioId' },
            }),
          schema: associadoFormSchema,
          keys: associadoFormKeys,
          changedByOther: ASSOCIADO_CHANGED_BY_OTHER,
          describe: describeAssociadoConflict,
        }
      }
      onSubmit={save}
      pending={associado ? updateAssociado.isPending : createAssociado.isPending}
      failure={{ banner: associado ? 'Erro na edição.' : 'Erro no cadastro.' }}
      submitLabel={associado ? 'Salvar alterações' : 'Cadastrar associado'}
      cancelTo={associado ? paths.associados.info.getHref(associado.associadoId) : paths.listas.getHref('associados')}
    >
      {associadoSections.map((section) => (
        <AssociadoFields key={section} control={control} onCepBlur={onCepBlur} sections={[section]} />
      ))}
      <UsuariosFields control={control} />
    </FormShell>
  );
}
