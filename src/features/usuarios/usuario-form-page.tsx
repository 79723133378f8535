import { useParams } from 'react-router';
import { FormShell, freshOnOpen } from '@/components/form/form-shell';
import { RecordPage } from '@/components/record/record-page';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { MaskedField } from '@/components/form/masked-field';
import { TextField } from '@/components/form/text-field';
import { BackLink } from '@/components/layout/back-link';
import { paths } from '@/config/paths';
import type { Usuario } from '@/generated/model';
import { obterUsuario, useObterUsuario } from '@/generated/api/usuarios/usuarios';
import { criarUsuarioBodyEmailMax, criarUsuarioBodyNomeMax } from '@/generated/zod/usuarios/usuarios.zod';
import { isValidCpf } from '@/utils/br/documents';
import { onlyDigits } from '@/utils/br/digits';
import { parseRouteId } from '@/utils/route-id';
import { useCreateUsuario, useUpdateUsuario } from './api';
import { describeUsuarioConflict, USUARIO_CHANGED_BY_OTHER } from './usuario-conflicts';
import {
  emptyUsuarioForm,
  usuarioFormSchema,
  usuarioFormToPayload,
  usuarioToForm,
  type UsuarioFormOutput,
} from './usuario-form-schema';
import './usuarios.css';

const usersList = paths.listas.getHref('usuarios');
const back = <BackLink to={usersList}>Voltar para a lista de usuários</BackLink>;

/** /usuarios/form/cadastro and /usuarios/form/editar/{usuarioId}: management users only. */
export function UsuarioFormPage() {
  const { usuarioId } = useParams();
  if (usuarioId === undefined) {
    return (
      <RecordPage title="Novo usuário" back={back}>
        {() => <UsuarioForm />}
      </RecordPage>
    );
  }
  return <EditarUsuario usuarioId={parseRouteId(usuarioId)} />;
}

function EditarUsuario({ usuarioId }: { usuarioId: number | undefined }) {
  const query = useObterUsuario(usuarioId ?? 0, { query: { enabled: usuarioId !== undefined, ...freshOnOpen } });
  let problem: string | undefined;
  if (usuarioId === undefined) problem = 'Usuário não encontrado.';
  else if (query.data && !query.data.usuarioGestao)
    problem = 'Usuários de associados são editados no cadastro do associado.';
  return (
    <RecordPage
      title="Edição do usuário"
      recordName={(usuario) => usuario.nome}
      back={back}
      query={query}
      problem={problem}
    >
      {(usuario) => <UsuarioForm key={usuario?.usuarioId} usuario={usuario} />}
    </RecordPage>
  );
}

function UsuarioForm({ usuario }: { usuario?: Usuario }) {
  const editing = usuario !== undefined;
  const createUsuario = useCreateUsuario();
  const updateUsuario = useUpdateUsuario(usuario?.usuarioId ?? 0);
  const form = useSchemaForm(usuarioFormSchema, usuario ? usuarioToForm(usuario) : emptyUsuarioForm);
  const { control, watch } = form;

  const cpf = watch('cpf');
  const cpfHint =
    !editing && onlyDigits(cpf).length === 11 && !isValidCpf(cpf)
      ? 'Os dígitos verificadores deste CPF não conferem. Confira o número.'
      : undefined;

  const save = async (values: UsuarioFormOutput) => {
    const payload = usuarioFormToPayload(values);
    if (!editing) {
      // Created after all (no answer came, but it was found): its page, not the list.
      const { foundId } = await createUsuario.mutateAsync(payload);
      return foundId === undefined ? usersList : paths.usuarios.editar.getHref(foundId);
    }
    await updateUsuario.mutateAsync(payload);
    return usersList;
  };

  return (
    <FormShell
      className="card usuario-form"
      form={form}
      edited={
        usuario && {
          record: usuario,
          toForm: usuarioToForm,
          readCurrent: () => obterUsuario(usuario.usuarioId),
          schema: usuarioFormSchema,
          changedByOther: USUARIO_CHANGED_BY_OTHER,
          describe: describeUsuarioConflict,
        }
      }
      onSubmit={save}
      pending={editing ? updateUsuario.isPending : createUsuario.isPending}
      submitLabel={editing ? 'Salvar alterações' : 'Cadastrar usuário'}
      cancelTo={usersList}
    >
      <p className="notice">
        A senha do usuário é gerada automaticamente e enviada para o e-mail cadastrado. Em caso de esquecimento, ela
        pode ser redefinida por e-mail.
      </p>
      <TextField
        control={control}
        name="nome"
        label="Nome"
        required
        maxLength={criarUsuarioBodyNomeMax}
        autoComplete="off"
      />
      <TextField
        control={control}
        name="email"
        label="E-mail"
        type="email"
        required
        maxLength={criarUsuarioBodyEmailMax}
        autoComplete="off"
      />
      <MaskedField
        control={control}
        name="cpf"
        label="CPF"
        mask="cpf"
        required
        disabled={editing}
        hint={cpfHint}
        autoComplete="off"
      />
    </FormShell>
  );
}
