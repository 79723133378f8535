import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useDialogs } from '@/components/dialogs';
import { MaskedField } from '@/components/form/masked-field';
import { DraftRestoredNotice } from '@/components/form/draft-restored-notice';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useUnsavedChangesPrompt } from '@/components/form/use-unsaved-changes-prompt';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import type { Usuario } from '@/generated/model';
import { useObterUsuario } from '@/generated/api/usuarios/usuarios';
import { criarUsuarioBodyEmailMax, criarUsuarioBodyNomeMax } from '@/generated/zod/usuarios/usuarios.zod';
import { LoadError } from '@/components/layout/load-error';
import { useSessionExpiryDraft } from '@/lib/form-draft';
import { getErrorMessage } from '@/lib/http/error-message';
import { isWorthRetrying } from '@/lib/http/http-error';
import { isValidCpf } from '@/utils/br/documents';
import { onlyDigits } from '@/utils/br/digits';
import { parseRouteId } from '@/utils/route-id';
import { useSaveUsuario } from './api';
import {
  emptyUsuarioForm,
  usuarioFormSchema,
  usuarioFormToPayload,
  usuarioToForm,
  type UsuarioFormOutput,
  type UsuarioFormValues,
} from './usuario-form-schema';
import './usuarios.css';
import { PageLoading } from '@/components/layout/page-loading';

const usersList = paths.listas.getHref('users');

/** /usuarios/form/cadastro and /usuarios/form/editar/{usuarioId}: management users only. */
export function UsuarioFormPage() {
  const { usuarioId } = useParams();
  if (usuarioId === undefined) return <UsuarioForm />;
  return <EditarUsuario usuarioId={parseRouteId(usuarioId)} />;
}

function EditarUsuario({ usuarioId }: { usuarioId: number | undefined }) {
  const { data: usuario, isPending, isError, error, isFetching, refetch } = useObterUsuario(usuarioId ?? 0, { query: { enabled: usuarioId !== undefined } });

  let problem: string | undefined;
  if (usuarioId === undefined) problem = 'Usuário não encontrado.';
  else if (usuario && !usuario.usuarioGestao) problem = 'Usuários de associados são editados no cadastro do associado.';

  if (problem) {
    return (
      <>
        <PageHeader title="Edição do usuário" back={<BackLink />} />
        <div className="notice" role="alert">
          {problem}
        </div>
      </>
    );
  }
  // Only a failed first load: a failed refresh never takes the form (and what was typed) away.
  if (isError && !usuario) {
    return (
      <>
        <PageHeader title="Edição do usuário" back={<BackLink />} />
        <LoadError message={getErrorMessage(error)} onRetry={isWorthRetrying(error) ? () => void refetch() : undefined} retrying={isFetching} />
      </>
    );
  }
  if (isPending || !usuario) {
    return (
      <>
        <PageHeader title="Edição do usuário" back={<BackLink />} />
        <PageLoading />
      </>
    );
  }
  return <UsuarioForm usuario={usuario} />;
}

function BackLink() {
  return (
    <Link to={usersList}>
      <i className="pi pi-arrow-left" aria-hidden="true" /> Voltar para a lista de usuários
    </Link>
  );
}

function UsuarioForm({ usuario }: { usuario?: Usuario }) {
  const editing = usuario !== undefined;
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const saveUsuario = useSaveUsuario(usuario?.usuarioId);
  const saving = saveUsuario.isPending;

  const form = useForm<UsuarioFormValues, unknown, UsuarioFormOutput>({
    resolver: zodResolver(usuarioFormSchema),
    defaultValues: usuario ? usuarioToForm(usuario) : emptyUsuarioForm,
  });
  const { control, handleSubmit, formState, watch } = form;
  const draftRestored = useSessionExpiryDraft(form);
  const { allowNavigation } = useUnsavedChangesPrompt(formState.isDirty);

  const cpf = watch('cpf');
  const cpfHint =
    !editing && onlyDigits(cpf).length === 11 && !isValidCpf(cpf)
      ? 'Os dígitos verificadores deste CPF não conferem. Confira o número.'
      : undefined;

  const save = async (values: UsuarioFormOutput) => {
    if (saving) return;
    const payload = usuarioFormToPayload(values);
    try {
      await saveUsuario.mutateAsync(payload);
    } catch (error) {
      void alert({ type: 'error', title: 'Erro!', description: getErrorMessage(error) });
      return;
    }
    allowNavigation();
    navigate(usersList);
  };

  return (
    <>
      <PageHeader title={editing ? 'Edição do usuário' : 'Novo usuário'} back={<BackLink />} />
      <form className="card usuario-form" noValidate onSubmit={handleSubmit(save)}>
        {draftRestored && <DraftRestoredNotice />}
        <p className="notice">
          A senha do usuário é gerada automaticamente e enviada para o e-mail cadastrado. Em caso de esquecimento, ela pode ser
          redefinida por e-mail.
        </p>
        <TextField control={control} name="nome" label="Nome" required maxLength={criarUsuarioBodyNomeMax} autoComplete="off" />
        <TextField control={control} name="email" label="E-mail" type="email" required maxLength={criarUsuarioBodyEmailMax} autoComplete="off" />
        <MaskedField control={control} name="cpf" label="CPF" mask="cpf" required disabled={editing} hint={cpfHint} autoComplete="off" />
        <div className="form-actions">
          <button type="button" className="p-button p-component p-button-outlined p-button-secondary" onClick={() => navigate(usersList)}>
            <span className="p-button-label">Cancelar</span>
          </button>
          <SubmitButton label={editing ? 'Salvar alterações' : 'Cadastrar usuário'} loading={saving || formState.isSubmitting} disabled={!formState.isDirty} />
        </div>
      </form>
    </>
  );
}
