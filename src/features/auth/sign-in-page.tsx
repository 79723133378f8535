import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField } from '@/components/form/checkbox-field';
import { MaskedField } from '@/components/form/masked-field';
import { PasswordField } from '@/components/form/password-field';
import { Button } from '@/components/ui/button';
import { errorAlert, useDialogs } from '@/components/dialogs';
import { paths } from '@/config/paths';
import type { AutenticacaoRequest } from '@/generated/model';
import { InvalidSessionError } from '@/lib/auth/session-store';
import { sessionOwnerOf } from '@/lib/auth/session-owner';
import { useDemoInfo } from '@/lib/demo-mode';
import { getErrorMessage } from '@/lib/http/error-message';
import { httpStatusOf } from '@/lib/http/http-error';
import { onlyDigits } from '@/utils/br/digits';
import { formatCpf } from '@/utils/br/masks';
import { whenIdle } from '@/utils/when-idle';
import { loadAuthApi } from './auth-api';
import { startSession, useSessionEndReason } from './session';
import { useRememberMe } from './use-remember-me';

interface SignInFormValues {
  cpf: string;
  senha: string;
  lembrarMe: boolean;
}

const CPF_LENGTH = 11;

const authenticate = (credentials: AutenticacaoRequest) => loadAuthApi().then((api) => api.autenticar(credentials));

/**
 * The first page anyone loads validates its fields with a small resolver rather than a zod
 * schema, so its bundle carries no validation library (docs/decisions/0002-first-load-budget.md).
 * With a password remembered for the CPF in the field, Senha may stay empty.
 */
const signInResolver =
  (rememberedFor: () => string | null): Resolver<SignInFormValues> =>
  (values) => {
    const errors: FieldErrors<SignInFormValues> = {};
    const cpfDigits = onlyDigits(values.cpf).length;
    if (cpfDigits === 0) errors.cpf = { type: 'required', message: 'CPF é obrigatório.' };
    // An incomplete CPF cannot belong to anyone: say so here instead of asking the server.
    else if (cpfDigits !== CPF_LENGTH) errors.cpf = { type: 'pattern', message: 'Necessário informar CPF válido' };
    if (!values.senha && rememberedFor() !== values.cpf)
      errors.senha = { type: 'required', message: 'Senha é obrigatória.' };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

/**
 * Sign-in (/). On success the session is stored and the guard around this page takes the user on
 * (to the page a 401 or the guard sent them from, else /listas).
 */
export function SignInPage() {
  const { alert } = useDialogs();
  const signIn = useMutation({ mutationFn: authenticate });
  // The call and the HTTP client it imports, ahead of the first submit.
  useEffect(() => whenIdle(() => void loadAuthApi()), []);
  const demo = useDemoInfo();
  const endReason = useSessionEndReason();
  // The CPF (masked) whose password Lembrar-me keeps, while the field still holds it. The password
  // itself never enters the page: it is read from the encrypted record at the submit.
  const [remembered, setRemembered] = useState<string | null>(null);
  const rememberedRef = useRef(remembered);
  useEffect(() => {
    rememberedRef.current = remembered;
  }, [remembered]);
  const { control, handleSubmit, getValues, reset, setValue, formState } = useForm<SignInFormValues>({
    resolver: signInResolver(() => rememberedRef.current),
    defaultValues: { cpf: '', senha: '', lembrarMe: false },
  });
  const [cpf, lembrarMe] = useWatch({ control, name: ['cpf', 'lembrarMe'] });

  const showRemembered = useCallback(
    (rememberedCpf: string) => {
      // The user started typing before the record was read: what they typed wins.
      if (getValues('cpf') || getValues('senha')) return;
      const masked = formatCpf(rememberedCpf);
      reset({ cpf: masked, senha: '', lembrarMe: true });
      setRemembered(masked);
    },
    [getValues, reset],
  );
  const rememberMe = useRememberMe(showRemembered);

  useEffect(() => {
    if (!remembered) return;
    if (cpf !== remembered) {
      // Someone else's CPF: the remembered password is not theirs, nor is the choice to remember.
      setValue('lembrarMe', false);
      setRemembered(null);
    } else if (!lembrarMe) {
      // Unticked: the record and its key go now.
      rememberMe.forget();
      setRemembered(null);
    }
  }, [cpf, lembrarMe, remembered, setValue, rememberMe]);

  const onSubmit = handleSubmit(async (values) => {
    const cpfDigits = onlyDigits(values.cpf);
    const senha = values.senha || (remembered === values.cpf ? await rememberMe.password(cpfDigits) : undefined);
    if (!senha) {
      // The record expired or was wiped since the page opened: the password must be typed.
      setRemembered(null);
      void alert(errorAlert('A senha lembrada neste navegador não está mais disponível. Digite a senha.'));
      return;
    }
    const credentials = { cpf: cpfDigits, senha };
    try {
      const session = await signIn.mutateAsync(credentials);
      startSession(session, await sessionOwnerOf(credentials.cpf));
      // Signed in already: remembering (IndexedDB) goes on in the background, within its time limit.
      // Signed in with the remembered password: the record stays as saved, so it still expires
      // PAINEL_REMEMBER_ME_DAYS after the person chose to be remembered.
      if (!(values.lembrarMe && !values.senha)) rememberMe.afterSignIn(values.lembrarMe, credentials);
    } catch (error) {
      if (error instanceof InvalidSessionError) {
        // An answer without a session (a proxy's page): a failed sign-in, the remembered record stays.
        void alert(errorAlert('CPF ou senha incorretos.'));
      } else if (httpStatusOf(error) === 401) {
        if (await rememberMe.afterRejected(credentials)) setRemembered(null);
        void alert(errorAlert('CPF ou senha incorretos.'));
      } else {
        void alert(errorAlert(getErrorMessage(error)));
      }
    }
  });

  return (
    <section aria-labelledby="titulo-entrar">
      <h1 id="titulo-entrar">Entrar</h1>
      {endReason === 'expiry' && (
        <p className="notice" role="status">
          Sua sessão expirou. Entre novamente para continuar; o que ainda não tinha sido salvo não foi gravado.
        </p>
      )}
      {endReason === 'idle' && (
        <p className="notice" role="status">
          Sua sessão foi encerrada por falta de uso. Entre novamente para continuar; o que você estava preenchendo foi
          guardado e volta quando você entrar.
        </p>
      )}
      {endReason === 'other-tab' && (
        <p className="notice" role="status">
          Sua sessão foi encerrada em outra aba deste navegador. Entre novamente para continuar; o que ainda não tinha
          sido salvo não foi gravado.
        </p>
      )}
      {demo && (
        <p className="notice" role="note">
          Demonstração: os dados são fictícios. Entre com o CPF <strong>{demo.credentials.cpfFormatado}</strong> e a
          senha <strong>{demo.credentials.senha}</strong>.
        </p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <MaskedField control={control} name="cpf" label="CPF" mask="cpf" required autoComplete="username" />
        <PasswordField
          control={control}
          name="senha"
          label="Senha"
          autoComplete="current-password"
          required={!remembered}
          hint={
            remembered
              ? 'Há uma senha lembrada neste navegador para este CPF: deixe em branco para entrar com ela, ou digite outra.'
              : undefined
          }
        />
        <div className="sign-in__options">
          <CheckboxField control={control} name="lembrarMe" label="Lembrar-me" />
          <Link to={paths.forgotPassword.getHref()}>Esqueceu sua senha?</Link>
        </div>
        {/* Disabled while submitting: a second click or Enter sends nothing. */}
        <Button type="submit" label="Entrar" loading={formState.isSubmitting} className="w-full" />
      </form>
    </section>
  );
}
