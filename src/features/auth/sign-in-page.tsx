import { isAxiosError } from 'axios';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CheckboxField } from '@/components/form/checkbox-field';
import { MaskedField } from '@/components/form/masked-field';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { useDialogs } from '@/components/dialogs/dialog-context';
import { paths } from '@/config/paths';
import { useAutenticar } from '@/generated/api/autenticacao/autenticacao';
import { getDemoInfo } from '@/lib/demo-mode';
import { getErrorMessage } from '@/lib/http/error-message';
import { onlyDigits } from '@/utils/br/digits';
import { startSession } from './session';

interface SignInForm {
  cpf: string;
  senha: string;
  lembrarMe: boolean;
}

/**
 * The first page anyone loads validates two required fields with a small resolver rather than a
 * zod schema, so its bundle carries no validation library (size budget, docs/decisions).
 */
const signInResolver: Resolver<SignInForm> = (values) => {
  const errors: FieldErrors<SignInForm> = {};
  if (!values.cpf.trim()) errors.cpf = { type: 'required', message: 'CPF é obrigatório.' };
  if (!values.senha) errors.senha = { type: 'required', message: 'Senha é obrigatória.' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

export function SignInPage() {
  const { alert } = useDialogs();
  const signIn = useAutenticar();
  const demo = getDemoInfo();
  const { control, handleSubmit } = useForm<SignInForm>({
    resolver: signInResolver,
    defaultValues: { cpf: '', senha: '', lembrarMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (signIn.isPending) return;
    try {
      const session = await signIn.mutateAsync({ data: { cpf: onlyDigits(values.cpf), senha: values.senha } });
      startSession(session);
    } catch (error) {
      const status = isAxiosError(error) ? error.response?.status : undefined;
      const description = status === 401 || status === 400 ? 'CPF ou senha incorretos.' : getErrorMessage(error);
      void alert({ type: 'error', title: 'Erro!', description });
    }
  });

  return (
    <section aria-labelledby="titulo-entrar">
      <h1 id="titulo-entrar">Entrar</h1>
      {demo && (
        <p className="notice" role="note">
          Demonstração: os dados são fictícios. Entre com o CPF <strong>{demo.credentials.cpfFormatado}</strong> e a senha{' '}
          <strong>{demo.credentials.senha}</strong>.
        </p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <MaskedField control={control} name="cpf" label="CPF" mask="cpf" required autoComplete="username" />
        <PasswordField control={control} name="senha" label="Senha" required autoComplete="current-password" />
        <div className="sign-in__options">
          <CheckboxField control={control} name="lembrarMe" label="Lembrar-me" />
          <Link to={paths.forgotPassword.getHref()}>Esqueceu sua senha?</Link>
        </div>
        <SubmitButton label="Entrar" loading={signIn.isPending} className="w-full" />
      </form>
    </section>
  );
}
