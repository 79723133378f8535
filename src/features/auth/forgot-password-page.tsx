import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorAlert, useDialogs } from '@/components/dialogs';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/form/text-field';
import { getWriteErrorMessage } from '@/lib/http/error-message';
import { whenIdle } from '@/utils/when-idle';
import { loadAuthApi } from './auth-api';
import { BackToSignInLink, PasswordFormSection, type PasswordFlowMode } from './back-to-sign-in-link';
import { focusOnMount } from './focus-on-mount';
import type { ForgotPasswordFormValues } from './password-schemas';
import './auth.css';
import { Icon } from '@/components/ui/icon';

// zod and the HTTP client load after the page paints (on a phone, from the sign-in page's link).
const forgotPasswordResolver = lazyZodResolver(() => import('./password-schemas').then((m) => m.forgotPasswordSchema));
/** The contract's solicitarEsquecimentoSenhaBodyEmailMax, as a number here so that zod stays out of the first paint (the page's test holds them equal). */
const EMAIL_MAX_LENGTH = 250;
const requestLink = (mode: PasswordFlowMode, email: string) =>
  loadAuthApi().then((api) =>
    mode === 'gestao' ? api.solicitarEsquecimentoSenha({ email }) : api.solicitarEsquecimentoSenhaAssociado({ email }),
  );

/**
 * /esqueceu-senha (staff) and /esqueceu-senha-associado (associate): asks for the e-mail that gets
 * the link to a new password. The server answers the same for any address, so the success state
 * never tells whether the address is registered.
 */
export function ForgotPasswordPage({ mode }: { mode: PasswordFlowMode }) {
  const { alert } = useDialogs();
  const request = useMutation({ mutationFn: (email: string) => requestLink(mode, email) });
  useEffect(
    () =>
      whenIdle(() => {
        forgotPasswordResolver.preload();
        void loadAuthApi();
      }),
    [],
  );
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ForgotPasswordFormValues>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values.email);
      setSentTo(values.email);
    } catch (error) {
      void alert(errorAlert(getWriteErrorMessage(error)));
    }
  });

  if (sentTo !== null) {
    return (
      <section className="auth-page" aria-labelledby="titulo-email-enviado">
        <Icon name="pi-envelope" className="auth-page__icon auth-page__icon--success" />
        <h1 id="titulo-email-enviado" ref={focusOnMount} tabIndex={-1}>
          E-mail enviado!
        </h1>
        <p>
          Enviamos para o e-mail <strong>{sentTo}</strong> o link para cadastrar uma nova senha. Confira também a caixa
          de spam.
        </p>
        <BackToSignInLink mode={mode} asButton />
      </section>
    );
  }

  return (
    <PasswordFormSection mode={mode} titleId="titulo-esqueceu-senha" title="Esqueceu sua senha?">
      <p className="auth-page__intro">
        Informe seu e-mail cadastrado para receber o link de cadastro de uma nova senha.
      </p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          control={control}
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
        />
        <Button type="submit" label="Enviar" loading={formState.isSubmitting} className="w-full" />
      </form>
    </PasswordFormSection>
  );
}
