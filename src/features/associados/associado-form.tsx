import { FormShell } from '@/components/form/form-page';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { paths } from '@/config/paths';
import { obterAssociado } from '@/generated/api/associados/associados';
import type { Associado } from '@/generated/model';
import { useSaveAssociado, useUpdateAssociado } from './api';
import { ASSOCIADO_CHANGED_BY_OTHER, associadoFormKeys, describeAssociadoConflict } from './associado-conflicts';
import { AssociadoFields } from './associado-fields';
import {
  associadoFormSchema,
  associadoFormToPayload,
  associadoToForm,
  emptyAssociadoForm,
  type AssociadoFormOutput,
} from './associado-form-schema';
import { useCepLookup } from './use-cep-lookup';
import { UsuariosFields } from './usuarios-fields';

/**
 * The associate form, new (no `associado`) or editing. A failed save shows the red banner at the
 * top, scrolls up to it and keeps everything typed (spec section 2). Editing, the save keeps what
 * colleagues saved meanwhile (FormShell's `edited`).
 */
export function AssociadoForm({ associado }: { associado?: Associado }) {
  const createAssociado = useSaveAssociado();
  const updateAssociado = useUpdateAssociado(associado?.associadoId ?? 0);
  const saveAssociado = associado ? updateAssociado : createAssociado;
  const form = useSchemaForm(associadoFormSchema, associado ? associadoToForm(associado) : emptyAssociadoForm());
  const { control } = form;
  const lookUpCep = useCepLookup(form);

  const save = async (values: AssociadoFormOutput) => {
    const payload = associadoFormToPayload(values);
    await saveAssociado.mutateAsync(payload);
    return associado ? paths.listas.getHref('associados') : paths.associados.cadastrado.getHref();
  };

  return (
    <FormShell
      className="associado-form"
      form={form}
      edited={
        associado && {
          record: associado,
          toForm: associadoToForm,
          readCurrent: () => obterAssociado(associado.associadoId),
          schema: associadoFormSchema,
          keys: associadoFormKeys,
          changedByOther: ASSOCIADO_CHANGED_BY_OTHER,
          describe: describeAssociadoConflict,
        }
      }
      onSubmit={save}
      pending={saveAssociado.isPending}
      failure={{ banner: associado ? 'Erro na edição.' : 'Erro no cadastro.' }}
      submitLabel={associado ? 'Salvar alterações' : 'Cadastrar associado'}
      cancelTo={associado ? paths.associados.info.getHref(associado.associadoId) : paths.listas.getHref('associados')}
    >
      <AssociadoFields control={control} onCepBlur={(cep) => void lookUpCep(cep)} />
      <UsuariosFields control={control} />
    </FormShell>
  );
}
