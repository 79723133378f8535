import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { errorAlert, useDialogs } from '@/components/dialogs';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { PasswordField } from '@/components/form/password-field';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { RedefinirSenhaRequest } from '@/generated/model';
import { getWriteErrorMessage } from '@/lib/http/error-message';
import { whenIdle } from '@/utils/when-idle';
import { loadAuthApi } from './auth-api';
import { BackToSignInLink, PasswordFormSection, type PasswordFlowMode } from './back-to-sign-in-link';
import { focusOnMount } from './focus-on-mount';
import type { NewPasswordFormValues } from './password-schemas';
import { startSession } from './session';
import './auth.css';
import { Icon } from '@/components/ui/icon';

// The page is opened from an e-mail, often on a phone: zod and the HTTP client load after it paints.
const newPasswordResolver = lazyZodResolver(() => import('./password-schemas').then((m) => m.newPasswordSchema));
const redefinirSenha = (data: RedefinirSenhaRequest) => loadAuthApi().then((api) => api.redefinirSenha(data));

/**
 * /cadastrar-senha/{token} (staff) and /cadastrar-senha-associado/{token} (associate): sets a new
 * password with the one-time token of the e-mailed link. Staff are signed in from the answer and go
 * to /listas; associates see Senha cadastrada! and go back to their portal.
 */
export function ResetPasswordPage({ mode }: { mode: PasswordFlowMode }) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const resetPassword = useMutation({ mutationFn: redefinirSenha });
  useEffect(
    () =>
      whenIdle(() => {
        newPasswordResolver.preload();
        void loadAuthApi();
      }),
    [],
  );
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, formState } = useForm<NewPasswordFormValues>({
    resolver: newPasswordResolver,
    defaultValues: { senha: '', confirmaSenha: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const session = await resetPassword.mutateAsync({
        token,
        senha: values.senha,
        confirmaSenha: values.confirmaSenha,
      });
      if (mode === 'gestao') {
        // Who signed in is not known here (no CPF was typed): drafts and return targets go to nobody.
        startSession(session, null);
        navigate(paths.listas.getHref(), { replace: true });
      } else {
        setSaved(true);
      }
    } catch (error) {
      void alert(errorAlert(getWriteErrorMessage(error)));
    }
  });

  if (saved) {
    return (
      <section className="auth-page" aria-labelledby="titulo-senha-cadastrada">
        <Icon name="pi-check-circle" className="auth-page__icon auth-page__icon--success" />
        <h1 id="titulo-senha-cadastrada" ref={focusOnMount} tabIndex={-1}>
          Senha cadastrada!
        </h1>
        <p>Sua nova senha foi salva. Use o botão abaixo para ir ao login.</p>
        <BackToSignInLink mode={mode} asButton />
      </section>
    );
  }

  return (
    <PasswordFormSection mode={mode} titleId="titulo-criar-senha" title="Criar nova senha">
      <form onSubmit={onSubmit} noValidate>
        <PasswordField control={control} name="senha" label="Nova senha" required autoComplete="new-password" />
        <PasswordField
          control={control}
          name="confirmaSenha"
          label="Confirma nova senha"
          required
          autoComplete="new-password"
        />
        <Button type="submit" label="SALVAR" loading={formState.isSubmitting} className="w-full" />
      </form>
    </PasswordFormSection>
  );
}
