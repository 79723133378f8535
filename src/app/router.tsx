import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { ClearSessionFirst, RedirectIfSignedIn, RequireSession } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { AppLoading } from './layouts/app-loading';
import { RootLayout } from './root-layout';
import { loadListasRoute, screenCode } from './route-code';
import { NotFoundPage, RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import { readRecord, type RecordRead } from './route-record';

/**
 * Every route of the spec (section 2), each titled by its page's heading (`handle: { title }`, of
 * which the document's title is made: src/app/route-title.tsx), for the app's QueryClient: the
 * record pages' loaders ask for their record with it as the route opens (TanStack Query's prefetch
 * with orval's query options).
 * Screens load per route (each `lazy` import is a chunk of the bundler's); guards and layouts load
 * with the app. Each screen has its own errorElement, so a screen that breaks shows the error inside
 * its layout (header and menu stay).
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  // An edit form's read is a new GET (freshOnOpen); a detail page's takes the cache's copy while fresh.
  const associado = () => import('@/generated/api/associados/associados').then((m) => m.getObterAssociadoQueryOptions);
  const remessa = () => import('@/generated/api/remessas/remessas').then((m) => m.getObterRemessaQueryOptions);
  const usuario = () => import('@/generated/api/usuarios/usuarios').then((m) => m.getObterUsuarioQueryOptions);
  const readAssociado = readRecord(queryClient, 'associadoId', associado);
  const editAssociado = readRecord(queryClient, 'associadoId', associado, { fresh: true });
  const readRemessa = readRecord(queryClient, 'remessaId', remessa);
  const editRemessa = readRecord(queryClient, 'remessaId', remessa, { fresh: true });
  const editUsuario = readRecord(queryClient, 'usuarioId', usuario, { fresh: true });

  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <AppLoading />,
      children: [
        {
          element: <PublicLayout />,
          errorElement: <RouteError />,
          children: [
            {
              element: <RedirectIfSignedIn />,
              children: [
                {
                  index: true,
                  handle: { title: 'Entrar' } satisfies RouteHandle,
                  lazy: () => import('@/features/auth/sign-in-page').then((m) => ({ Component: m.SignInPage })),
                  errorElement: <RouteError />,
                },
              ],
            },
            screenRoute(paths.acessibilidade.path, 'Acessibilidade', () =>
              import('@/features/acessibilidade/acessibilidade-page').then((m) => m.AcessibilidadePage),
            ),
            {
              element: <ClearSessionFirst />,
              children: [
                {
                  path: paths.forgotPassword.path,
                  handle: { title: 'Esqueceu sua senha?' } satisfies RouteHandle,
                  lazy: () =>
                    screenCode(() =>
                      import('@/features/auth/forgot-password-page').then((m) => ({
                        element: <m.ForgotPasswordPage key="gestao" mode="gestao" />,
                      })),
                    ),
                  errorElement: <RouteError />,
                },
                {
                  path: paths.forgotPasswordAssociado.path,
                  handle: { title: 'Esqueceu sua senha?' } satisfies RouteHandle,
                  lazy: () =>
                    screenCode(() =>
                      import('@/features/auth/forgot-password-page').then((m) => ({
                        element: <m.ForgotPasswordPage key="associado" mode="associado" />,
                      })),
                    ),
                  errorElement: <RouteError />,
                },
                {
                  path: paths.resetPassword.path,
                  handle: { title: 'Criar nova senha' } satisfies RouteHandle,
                  lazy: () =>
                    screenCode(() =>
                      import('@/features/auth/reset-password-page').then((m) => ({
                        element: <m.ResetPasswordPage key="gestao" mode="gestao" />,
                      })),
                    ),
                  errorElement: <RouteError />,
                },
                {
                  path: paths.resetPasswordAssociado.path,
                  handle: { title: 'Criar nova senha' } satisfies RouteHandle,
                  lazy: () =>
                    screenCode(() =>
                      import('@/features/auth/reset-password-page').then((m) => ({
                        element: <m.ResetPasswordPage key="associado" mode="associado" />,
                      })),
                    ),
                  errorElement: <RouteError />,
                },
                screenRoute(paths.cobranca.path, 'Cobrança', () =>
                  import('@/features/cobranca/payment-slip-page').then((m) => m.PaymentSlipPage),
                ),
              ],
            },
          ],
        },
        {
          element: <RequireSession />,
          children: [
            {
              lazy: () =>
                screenCode(() =>
                  import('./layouts/authenticated-layout').then((m) => ({ Component: m.AuthenticatedLayout })),
                ),
              errorElement: <RouteError />,
              children: [
                {
                  path: paths.listas.path,
                  handle: { title: 'Listas' } satisfies RouteHandle,
                  lazy: () => screenCode(() => loadListasRoute().then((m) => ({ Component: m.ListasPage }))),
                  errorElement: <RouteError />,
                },
                screenRoute(paths.arrecadacao.path, 'Arrecadação', () =>
                  import('@/features/remessas/arrecadacao/arrecadacao-page').then((m) => m.ArrecadacaoPage),
                ),
                screenRoute(paths.usuarios.novo.path, 'Novo usuário', () =>
                  import('@/features/usuarios/usuario-form-page').then((m) => m.UsuarioFormPage),
                ),
                screenRoute(
                  paths.usuarios.editar.path,
                  'Edição do usuário',
                  () => import('@/features/usuarios/usuario-form-page').then((m) => m.UsuarioFormPage),
                  editUsuario,
                ),
                screenRoute(paths.associados.novo.path, 'Novo associado', () =>
                  import('@/features/associados/associado-form-page').then((m) => m.AssociadoFormPage),
                ),
                screenRoute(paths.associados.cadastrado.path, 'Associado cadastrado', () =>
                  import('@/features/associados/associado-cadastrado-page').then((m) => m.AssociadoCadastradoPage),
                ),
                screenRoute(
                  paths.associados.editar.path,
                  'Editar associado',
                  () => import('@/features/associados/associado-form-page').then((m) => m.AssociadoFormPage),
                  editAssociado,
                ),
                screenRoute(
                  paths.associados.info.path,
                  'Informações do associado',
                  () => import('@/features/associados/associado-info-page').then((m) => m.AssociadoInfoPage),
                  readAssociado,
                ),
                screenRoute(paths.remessas.nova.path, 'Nova remessa', () =>
                  import('@/features/remessas/formulario/remessa-form-page').then((m) => m.RemessaFormPage),
                ),
                screenRoute(
                  paths.remessas.editar.path,
                  'Editar remessa',
                  () => import('@/features/remessas/formulario/remessa-form-page').then((m) => m.RemessaFormPage),
                  editRemessa,
                ),
                screenRoute(
                  paths.remessas.info.path,
                  'Informações da remessa',
                  () => import('@/features/remessas/detalhe/remessa-info-page').then((m) => m.RemessaInfoPage),
                  readRemessa,
                ),
              ],
            },
          ],
        },
        { path: '*', handle: { title: 'Página não encontrada' } satisfies RouteHandle, element: <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * A screen (a form, a detail page), titled by its heading, loaded when first visited with the HTTP
 * client, its errors shown inside the layout, and its record asked for as it opens (its loader) or
 * on a link's intent before (`handle.readRecord`, src/app/read-on-intent.ts):
 * `screenRoute(paths.x.info.path, 'Informações do x', () => import('@/features/x/x-info-page').then((m) => m.XInfoPage), readX)`.
 */
function screenRoute(path: string, title: string, load: () => Promise<ComponentType>, read?: RecordRead): RouteObject {
  return {
    path,
    handle: { title, readRecord: read } satisfies RouteHandle,
    lazy: () => screenCode(() => load().then((Component) => ({ Component }))),
    loader:
      read &&
      (({ params }) => {
        read(params, 'opening');
        return null;
      }),
    errorElement: <RouteError />,
  };
}

/** The screen's route without its ids or tokens (`/cobranca/:paymentId`), as errors are reported. */
export function routePatternOf(matches: readonly { route: { path?: string } }[]): string {
  return [...matches].reverse().find((match) => match.route.path)?.route.path ?? '/';
}
