import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useDialogs } from '@/components/dialogs';
import { DateField } from '@/components/form/date-field';
import { MoneyField } from '@/components/form/money-field';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { DraftRestoredNotice } from '@/components/form/draft-restored-notice';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { PageHeader } from '@/components/layout/page-header';
import { situacaoRemessaLabels, tipoAssociadoLabels, tipoRemessaLabels } from '@/config/domain';
import { paths, type RemessaOrigin } from '@/config/paths';
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
import { useSessionExpiryDraft } from '@/lib/form-draft';
import { getErrorMessage } from '@/lib/http/error-message';
import { startOfToday } from '@/utils/br/dates';
import { useSaveRemessa } from './api';
import { BackLink, PageStatus } from './remessa-page-parts';
import {
  emptyRemessaForm,
  remessaFormLimits,
  remessaFormSchema,
  remessaToForm,
  toRemessaAtualizar,
  toRemessaSalvar,
  type RemessaFormInput,
  type RemessaFormValues,
} from './remessa-form-schema';
import { backHrefOf, useRemessaOrigin } from './remessa-origin';
import { hasVariableValue, isEditable } from './remessa-rules';
import './remessas.css';
import { parseRouteId } from '@/utils/route-id';

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

/** /remessas/form/cadastro (Nova remessa) and /remessas/form/editar/:remessaId (Editar remessa). */
export function RemessaFormPage() {
  const { remessaId } = useParams();
  const origin = useRemessaOrigin();
  if (remessaId === undefined) return <RemessaForm origin={origin} />;
  return <EditRemessaForm remessaId={parseRouteId(remessaId)} origin={origin} />;
}

function EditRemessaForm({ remessaId, origin }: { remessaId: number | undefined; origin: RemessaOrigin }) {
  const validId = remessaId !== undefined;
  const remessa = useObterRemessa(remessaId ?? 0, { query: { enabled: validId } });
  if (remessa.data) return <RemessaForm remessa={remessa.data} origin={origin} />;
  return (
    <>
      <PageHeader title="Editar remessa" back={<BackLink to={backHrefOf(origin)} />} />
      <PageStatus error={validId ? remessa.error : 'Remessa não encontrada.'} onRetry={() => void remessa.refetch()} retrying={remessa.isFetching} />
    </>
  );
}

function RemessaForm({ remessa, origin }: { remessa?: RemessaDetalhe; origin: RemessaOrigin }) {
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const locked = remessa !== undefined && !isEditable(remessa.situacaoRemessa.situacaoRemessaId);
  const backHref = backHrefOf(origin);

  const form = useForm<RemessaFormInput, unknown, RemessaFormValues>({
    resolver: zodResolver(remessaFormSchema),
    defaultValues: remessa ? remessaToForm(remessa) : emptyRemessaForm,
  });
  const {
    control,
    handleSubmit,
    formState: { isDirty, isSubmitting },
  } = form;
  const draftRestored = useSessionExpiryDraft(form);
  const tipoRemessaId = useWatch({ control, name: 'tipoRemessaId' });
  const variableValue = tipoRemessaId !== null && hasVariableValue(tipoRemessaId);

  const saveRemessa = useSaveRemessa(origin);

  const submit = async (values: RemessaFormValues) => {
    try {
      if (remessa) {
        const { remessaId, situacaoRemessa } = remessa;
        await saveRemessa.mutateAsync(toRemessaAtualizar(values, remessaId, situacaoRemessa.situacaoRemessaId));
        navigate(backHref);
      } else {
        const remessaId = await saveRemessa.mutateAsync(toRemessaSalvar(values));
        navigate(paths.remessas.info.getHref(remessaId, origin));
      }
    } catch (error) {
      // Everything typed stays; the alert is not awaited so the button comes back at once.
      void alert({ type: 'error', title: 'Erro!', description: getErrorMessage(error) });
    }
  };

  return (
    <>
      <PageHeader title={remessa ? 'Editar remessa' : 'Nova remessa'} back={<BackLink to={backHref} />} />
      {locked && (
        <p className="notice" role="note">
          Esta remessa não pode mais ser editada: só remessas em preparação ou com erro no envio podem ser alteradas.
        </p>
      )}
      <form className="card" noValidate onSubmit={handleSubmit(submit)} aria-label={remessa ? 'Editar remessa' : 'Nova remessa'}>
        {draftRestored && <DraftRestoredNotice />}
        {/* The spec's order (section 2): Tipo de remessa, Nome, Descrição, Parágrafo personalizado, Valor da remessa, Data de vencimento, Pagantes. */}
        <div className="form-grid">
          <SelectField
            control={control}
            name="tipoRemessaId"
            label="Tipo de remessa"
            options={tipoRemessaOptions}
            required
            disabled={locked}
            hint={variableValue ? 'O valor varia conforme a mensalidade definida no cadastro de cada associado.' : undefined}
          />
          <TextField control={control} name="observacao" label="Nome" maxLength={remessaFormLimits.observacao} disabled={locked} />
        </div>
        <TextField control={control} name="descricao" label="Descrição" required maxLength={remessaFormLimits.descricao} disabled={locked} />
        <TextareaField
          control={control}
          name="paragrafoPersonalizado"
          label="Parágrafo personalizado"
          maxLength={remessaFormLimits.paragrafoPersonalizado}
          disabled={locked}
        />
        <div className="form-grid">
          {!variableValue && <MoneyField control={control} name="valorRemessa" label="Valor da remessa" required disabled={locked} />}
          <DateField control={control} name="dataVencimento" label="Data de vencimento" required minDate={startOfToday()} disabled={locked} />
          <SelectField control={control} name="tipoAssociadoId" label="Pagantes" options={tipoAssociadoOptions} required disabled={locked} />
          {remessa && <SelectField control={control} name="situacaoRemessaId" label="Situação" options={situacaoOptions} disabled={locked} />}
        </div>
        <div className="form-actions">
          <Link to={backHref} className="p-button p-component p-button-outlined p-button-secondary remessa-link-button">
            <span className="p-button-label">Cancelar</span>
          </Link>
          <SubmitButton label={remessa ? 'Salvar alterações' : 'Cadastrar remessa'} loading={isSubmitting} disabled={!isDirty || locked} />
        </div>
      </form>
    </>
  );
}
