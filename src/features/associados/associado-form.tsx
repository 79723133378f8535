import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { DraftRestoredNotice } from '@/components/form/draft-restored-notice';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { SubmitButton } from '@/components/form/submit-button';
import { useUnsavedChangesPrompt } from '@/components/form/use-unsaved-changes-prompt';
import { paths } from '@/config/paths';
import type { Associado } from '@/generated/model';
import { useSessionExpiryDraft } from '@/lib/form-draft';
import { getErrorMessage } from '@/lib/http/error-message';
import { useSaveAssociado } from './api';
import { AssociacaoFields, CobrancaFields, ContatoFields, EnderecoFields } from './associado-fields';
import {
  associadoFormSchema,
  associadoFormToPayload,
  associadoToForm,
  emptyAssociadoForm,
  type AssociadoFormOutput,
  type AssociadoFormValues,
} from './associado-form-schema';
import { useCepLookup } from './use-cep-lookup';
import { UsuariosFields } from './usuarios-fields';

/**
 * The associate form, new (no `associado`) or editing. A failed save shows the red banner at the
 * top, scrolls up to it and keeps everything typed.
 */
export function AssociadoForm({ associado }: { associado?: Associado }) {
  const editing = associado !== undefined;
  const navigate = useNavigate();
  const saveAssociado = useSaveAssociado(associado?.associadoId);
  const saving = saveAssociado.isPending;
  const [saveError, setSaveError] = useState<string>();
  const bannerRef = useRef<HTMLDivElement>(null);

  const form = useForm<AssociadoFormValues, unknown, AssociadoFormOutput>({
    resolver: zodResolver(associadoFormSchema),
    defaultValues: associado ? associadoToForm(associado) : emptyAssociadoForm(),
  });
  const { control, handleSubmit, formState } = form;
  const lookUpCep = useCepLookup(form);
  const draftRestored = useSessionExpiryDraft(form);
  const { allowNavigation } = useUnsavedChangesPrompt(formState.isDirty);

  const showError = (message: string) => {
    setSaveError(message);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // After the banner renders: focus it (screen readers read it) without a second jump.
    requestAnimationFrame(() => bannerRef.current?.focus({ preventScroll: true }));
  };

  const save = async (values: AssociadoFormOutput) => {
    if (saving) return;
    setSaveError(undefined);
    const payload = associadoFormToPayload(values);
    try {
      await saveAssociado.mutateAsync(payload);
    } catch (error) {
      showError(getErrorMessage(error));
      return;
    }
    allowNavigation();
    navigate(associado ? paths.listas.getHref('associates') : paths.associados.cadastrado.getHref());
  };

  return (
    <form className="associado-form" noValidate onSubmit={handleSubmit(save)}>
      {draftRestored && <DraftRestoredNotice />}
      {saveError && <FormErrorBanner ref={bannerRef} title={editing ? 'Erro na edição.' : 'Erro no cadastro.'} message={saveError} />}
      <AssociacaoFields control={control} />
      <CobrancaFields control={control} />
      <ContatoFields control={control} />
      <EnderecoFields control={control} onCepBlur={(cep) => void lookUpCep(cep)} />
      <UsuariosFields control={control} />
      <div className="form-actions">
        <button
          type="button"
          className="p-button p-component p-button-outlined p-button-secondary"
          onClick={() => navigate(associado ? paths.associados.info.getHref(associado.associadoId) : paths.listas.getHref('associates'))}
        >
          <span className="p-button-label">Cancelar</span>
        </button>
        <SubmitButton label={editing ? 'Salvar alterações' : 'Cadastrar associado'} loading={saving || formState.isSubmitting} disabled={!formState.isDirty} />
      </div>
    </form>
  );
}
