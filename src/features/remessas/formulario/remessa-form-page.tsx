import { useId, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router';
import { DateField } from '@/components/form/date-field';
import { FormShell, freshOnOpen } from '@/components/form/form-shell';
import { RecordPage } from '@/components/record/record-page';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { MoneyField } from '@/components/form/money-field';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { Checkbox } from '@/components/ui/checkbox';
import { BackLink } from '@/components/layout/back-link';
import { situacaoRemessaLabels, tipoAssociadoLabels, tipoRemessaLabels } from '@/config/domain';
import { paths, remessaCopyOf, type RemessaOrigin } from '@/config/paths';
import { useObterRemessa } from '@/generated/api/remessas/remessas';
import {
  SituacaoRemessaId,
  TipoAssociadoId,
  TipoRemessaId,
  type RemessaDetalhe,
  type SituacaoRemessaId as SituacaoRemessaIdValue,
  type TipoAssociadoId as TipoAssociadoIdValue,
  type TipoRemessaId as TipoRemessaIdValue,
} from '@/generated/model';
import { unsafeToSendBack } from '@/lib/http/send-back-guard';
import { startOfToday } from '@/utils/br/dates';
import { parseRouteId } from '@/utils/route-id';
import {
  readElegiveis,
  readRemessaToSave,
  remessaSendBack,
  useCreateRemessa,
  useIncluirPagantesDaCopia,
  useUpdateRemessa,
} from '../api';
import { copiaDoMesSeguinte } from '../duplicar/remessa-copia';
import { describeRemessaConflict, REMESSA_CHANGED_BY_OTHER } from './remessa-conflicts';
import {
  emptyRemessaForm,
  remessaFormLimits,
  remessaFormSchema,
  remessaToForm,
  toRemessaAtualizar,
  toRemessaSalvar,
  type RemessaFormOutput,
} from './remessa-form-schema';
import { backHrefOf, useRemessaOrigin } from '../remessa-origin';
import { hasVariableValue, isEditable } from '../remessa-rules';
import '../remessas.css';

const tipoRemessaOptions: SelectOption<TipoRemessaIdValue>[] = Object.values(TipoRemessaId).map((value) => ({
  value,
  label: tipoRemessaLabels[value],
}));

const tipoAssociadoOptions: SelectOption<TipoAssociadoIdValue>[] = Object.values(TipoAssociadoId).map((value) => ({
  value,
  label: tipoAssociadoLabels[value],
}));

// 2 and 6 share the badge text "Enviando"; in a list of choices they must differ.
const situacaoOptions: SelectOption<SituacaoRemessaIdValue>[] = Object.values(SituacaoRemessaId).map((value) => ({
  value,
  label: value === SituacaoRemessaId.REENVIANDO ? 'Enviando (reenvio)' : situacaoRemessaLabels[value],
}));

/**
 * /remessas/form/cadastro (Nova remessa; with `?copyOf=`, next month's copy of a remessa: Duplicar)
 * and /remessas/form/editar/:remessaId (Editar remessa).
 */
export function RemessaFormPage() {
  const { remessaId } = useParams();
  const [params] = useSearchParams();
  const origin = useRemessaOrigin();
  const back = <BackLink to={backHrefOf(origin)}>Voltar</BackLink>;
  const copyOf = remessaCopyOf(params);
  if (remessaId === undefined && copyOf !== undefined)
    return <CopyRemessaForm copyOf={copyOf} origin={origin} back={back} />;
  if (remessaId === undefined) {
    return (
      <RecordPage title="Nova remessa" back={back}>
        {() => <RemessaForm origin={origin} />}
      </RecordPage>
    );
  }
  return <EditRemessaForm remessaId={parseRouteId(remessaId)} origin={origin} back={back} />;
}

function EditRemessaForm({
  remessaId,
  origin,
  back,
}: {
  remessaId: number | undefined;
  origin: RemessaOrigin;
  back: ReactNode;
}) {
  const query = useObterRemessa(remessaId ?? 0, { query: { enabled: remessaId !== undefined, ...freshOnOpen } });
  return (
    <RecordPage
      title="Editar remessa"
      recordName={(remessa) => remessa.descricao}
      back={back}
      query={query}
      problem={
        remessaId === undefined
          ? 'Remessa não encontrada.'
          : query.data && unsafeToSendBack(query.data, remessaSendBack)
      }
    >
      {(remessa) => <RemessaForm key={remessa?.remessaId} remessa={remessa} origin={origin} />}
    </RecordPage>
  );
}

/** Duplicar: the original is read (fresh, with its payers) and the form starts as its copy for the month after. */
function CopyRemessaForm({ copyOf, origin, back }: { copyOf: number; origin: RemessaOrigin; back: ReactNode }) {
  const query = useObterRemessa(copyOf, { query: freshOnOpen });
  return (
    <RecordPage title="Nova remessa" back={back} query={query}>
      {(original) => <RemessaForm key={original?.remessaId} copia={original} origin={origin} />}
    </RecordPage>
  );
}

const quantosAssociados = (count: number) =>
  count === 1 ? 'o mesmo associado' : `os mesmos ${count.toLocaleString('pt-BR')} associados`;

function RemessaForm({
  remessa,
  copia,
  origin,
}: {
  remessa?: RemessaDetalhe;
  /** Duplicar: the remessa this one copies. */
  copia?: RemessaDetalhe;
  origin: RemessaOrigin;
}) {
  const locked = remessa !== undefined && !isEditable(remessa.situacaoRemessa.situacaoRemessaId);
  const backHref = backHrefOf(origin);
  const form = useSchemaForm(
    remessaFormSchema,
    remessa ? remessaToForm(remessa) : copia ? copiaDoMesSeguinte(copia) : emptyRemessaForm,
  );
  const pagantesDaCopia = copia?.associados.length ?? 0;
  const [incluirPagantes, setIncluirPagantes] = useState(true);
  const incluirId = useId();
  const incluir = useIncluirPagantesDaCopia();
  const { control } = form;
  const tipoRemessaId = useWatch({ control, name: 'tipoRemessaId' });
  const variableValue = tipoRemessaId !== null && hasVariableValue(tipoRemessaId);

  /** A text field's props: its length limit is the contract's, and a locked remessa's fields are read-only. */
  const textProps = (name: keyof typeof remessaFormLimits) => ({
    control,
    name,
    maxLength: remessaFormLimits[name],
    disabled: locked,
  });

  const createRemessa = useCreateRemessa(origin);
  const updateRemessa = useUpdateRemessa(origin);

  const save = async (values: RemessaFormOutput) => {
    if (remessa) {
      const { remessaId, situacaoRemessa } = remessa;
      await updateRemessa.mutateAsync(toRemessaAtualizar(values, remessaId, situacaoRemessa.situacaoRemessaId));
      return backHref;
    }
    const pagantes = { tipoAssociadoId: values.tipoAssociadoId, tipoRemessaId: values.tipoRemessaId };
    const incluindo = copia && pagantesDaCopia > 0 && incluirPagantes;
    // Read beside the create: who may pay a remessa like this one (only used once it is created).
    const elegiveis = incluindo ? readElegiveis(pagantes, pagantesDaCopia) : undefined;
    elegiveis?.catch(() => undefined);
    const { remessaId } = await createRemessa.mutateAsync(toRemessaSalvar(values));
    const to = paths.remessas.info.getHref(remessaId, origin);
    if (!incluindo) return to;
    // The remessa exists now: whatever the link does, its page opens and says it.
    const copiaDePagantes = await incluir.run(copia, { remessaId, ...pagantes }, elegiveis);
    return { to, state: { copiaDePagantes } };
  };

  return (
    <>
      {copia && (
        <p className="notice" role="note">
          Cópia de “{copia.descricao}”: confira o nome, a descrição e a data de vencimento, que passaram para o mês
          seguinte.
        </p>
      )}
      {locked && (
        <p className="notice" role="note">
          Esta remessa não pode mais ser editada: só remessas em preparação ou com erro no envio podem ser alteradas.
        </p>
      )}
      <FormShell
        className="card"
        aria-label={remessa ? 'Editar remessa' : 'Nova remessa'}
        form={form}
        edited={
          remessa && {
            record: remessa,
            toForm: remessaToForm,
            readCurrent: () => readRemessaToSave(remessa.remessaId),
            schema: remessaFormSchema,
            changedByOther: REMESSA_CHANGED_BY_OTHER,
            describe: describeRemessaConflict,
          }
        }
        onSubmit={save}
        pending={createRemessa.isPending || updateRemessa.isPending || incluir.isPending}
        prefilled={copia !== undefined}
        submitLabel={remessa ? 'Salvar alterações' : 'Cadastrar remessa'}
        submitDisabled={locked}
        cancelTo={backHref}
      >
        {/* The spec's order (section 2): Tipo de remessa, Nome, Descrição, Parágrafo personalizado, Valor da remessa, Data de vencimento, Pagantes. */}
        <div className="form-grid">
          <SelectField
            control={control}
            name="tipoRemessaId"
            label="Tipo de remessa"
            options={tipoRemessaOptions}
            required
            disabled={locked}
            hint={
              variableValue ? 'O valor varia conforme a mensalidade definida no cadastro de cada associado.' : undefined
            }
          />
          <TextField {...textProps('observacao')} label="Nome" />
        </div>
        <TextField {...textProps('descricao')} label="Descrição" required />
        <TextareaField {...textProps('paragrafoPersonalizado')} label="Parágrafo personalizado" />
        <div className="form-grid">
          {!variableValue && (
            <MoneyField control={control} name="valorRemessa" label="Valor da remessa" required disabled={locked} />
          )}
          <DateField
            control={control}
            name="dataVencimento"
            label="Data de vencimento"
            required
            minDate={startOfToday()}
            disabled={locked}
          />
          <SelectField
            control={control}
            name="tipoAssociadoId"
            label="Pagantes"
            options={tipoAssociadoOptions}
            required
            disabled={locked}
          />
          {remessa && (
            <SelectField
              control={control}
              name="situacaoRemessaId"
              label="Situação"
              options={situacaoOptions}
              disabled={locked}
            />
          )}
        </div>
        {pagantesDaCopia > 0 && (
          <div className="remessa-copia__pagantes">
            <div className="checkbox-field">
              <Checkbox
                id={incluirId}
                checked={incluirPagantes}
                onChange={(event) => setIncluirPagantes(event.target.checked)}
                aria-describedby={`${incluirId}-dica`}
              />
              <label htmlFor={incluirId}>Incluir {quantosAssociados(pagantesDaCopia)}</label>
            </div>
            <small id={`${incluirId}-dica`} className="form-field__hint">
              Os que não forem mais pagantes desta remessa (inativos, excluídos ou de outro tipo) ficam de fora, e a
              página da nova remessa diz quem.
            </small>
          </div>
        )}
      </FormShell>
    </>
  );
}
