import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { ClearSessionFirst, RedirectIfSignedIn, RequireSession } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { AppLoading } from './layouts/app-loading';
import { RootLayout } from './root-layout';
import { loadListasRoute, screenCode } from './route-code';
import { NotFoundPage, RouteError } from './route-error';
import { readRecord } from './route-record';

/**
 * Every route of the spec (section 2), for the app's QueryClient: the record pages' loaders ask for
 * their record with it as the route opens (TanStack Query's prefetch with orval's query options).
 * Screens load per route; guards and layouts load with the app. `react-router` turns each `lazy`
 * into a chunk. Each screen has its own errorElement, so a screen that breaks shows the error
 * inside its layout (header and menu stay).
 * The build reads the array this returns (scripts/lib/route-table.ts) to preload each route's code
 * with its page: keep paths as `paths.…` and modules as `import('…')` literals, or the build fails
 * and says where.
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const readAssociado = readRecord(queryClient, 'associadoId', () =>
    import('@/generated/api/associados/associados').then((m) => m.getObterAssociadoQueryOptions),
  );
  const readRemessa = readRecord(queryClient, 'remessaId', () =>
    import('@/generated/api/remessas/remessas').then((m) => m.getObterRemessaQueryOptions),
  );
  const readUsuario = readRecord(queryClient, 'usuarioId', () =>
    import('@/generated/api/usuarios/usuarios').then((m) => m.getObterUsuarioQueryOptions),
  );

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
                  lazy: () => import('@/features/auth/sign-in-page').then((m) => ({ Component: m.SignInPage })),
                  errorElement: <RouteError />,
                },
              ],
            },
            {
              element: <ClearSessionFirst />,
              children: [
                {
                  path: paths.forgotPassword.path,
                  lazy: () =>
                    screenCode(() =>
                      import('@/features/auth/forgot-password-page').then((m) => ({
                        element: <m.ForgotPasswordPage mode="gestao" />,
                      })),
                    ),
                  errorElement: <RouteError />,
                },
                {
                  path: paths.forgotPasswordAssociado.path,
                  lazy: () =>
                    screenCode(() =>
                      import('@/features/auth/forgot-password-page').then((m) => ({
                        element: <m.ForgotPasswordPage mode="associado" />,
                      })),
                    ),
                  errorElement: <RouteError />,
                },
                {
                  path: paths.resetPassword.path,
                  lazy: () =>
                    screenCode(() =>
                      import('@/features/auth/reset-password-page').then((m) => ({
                        element: <m.ResetPasswordPage mode="gestao" />,
                      })),
                    ),
                  errorElement: <RouteError />,
                },
                {
                  path: paths.resetPasswordAssociado.path,
                  lazy: () =>
                    screenCode(() =>
                      import('@/features/auth/reset-password-page').then((m) => ({
                        element: <m.ResetPasswordPage mode="associado" />,
                      })),
                    ),
                  errorElement: <RouteError />,
                },
                screenRoute(paths.cobranca.path, () =>
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
                  lazy: () => screenCode(() => loadListasRoute().then((m) => ({ Component: m.ListasPage }))),
                  errorElement: <RouteError />,
                },
                screenRoute(paths.arrecadacao.path, () =>
                  import('@/features/remessas/arrecadacao-page').then((m) => m.ArrecadacaoPage),
                ),
                screenRoute(paths.usuarios.novo.path, () =>
                  import('@/features/usuarios/usuario-form-page').then((m) => m.UsuarioFormPage),
                ),
                screenRoute(
                  paths.usuarios.editar.path,
                  () => import('@/features/usuarios/usuario-form-page').then((m) => m.UsuarioFormPage),
                  readUsuario,
                ),
                screenRoute(paths.associados.novo.path, () =>
                  import('@/features/associados/associado-form-page').then((m) => m.AssociadoFormPage),
                ),
                screenRoute(paths.associados.cadastrado.path, () =>
                  import('@/features/associados/associado-cadastrado-page').then((m) => m.AssociadoCadastradoPage),
                ),
                screenRoute(
                  paths.associados.editar.path,
                  () => import('@/features/associados/associado-form-page').then((m) => m.AssociadoFormPage),
                  readAssociado,
                ),
                screenRoute(
                  paths.associados.info.path,
                  () => import('@/features/associados/associado-info-page').then((m) => m.AssociadoInfoPage),
                  readAssociado,
                ),
                screenRoute(paths.remessas.nova.path, () =>
                  import('@/features/remessas/remessa-form-page').then((m) => m.RemessaFormPage),
                ),
                screenRoute(
                  paths.remessas.editar.path,
                  () => import('@/features/remessas/remessa-form-page').then((m) => m.RemessaFormPage),
                  readRemessa,
                ),
                screenRoute(
                  paths.remessas.info.path,
                  () => import('@/features/remessas/remessa-info-page').then((m) => m.RemessaInfoPage),
                  readRemessa,
                ),
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * A signed-in screen (a form, a detail page), loaded when first visited with the HTTP client, its
 * errors shown inside the layout, and its record asked for as it opens (`readRecord`):
 * `screenRoute(paths.x.info.path, () => import('@/features/x/x-info-page').then((m) => m.XInfoPage), readX)`.
 */
function screenRoute(path: string, load: () => Promise<ComponentType>, loader?: LoaderFunction): RouteObject {
  return {
    path,
    lazy: () => screenCode(() => load().then((Component) => ({ Component }))),
    loader,
    errorElement: <RouteError />,
  };
}

/** The screen's route without its ids or tokens (`/cobranca/:paymentId`), as errors are reported. */
export function routePatternOf(matches: readonly { route: { path?: string } }[]): string {
  return [...matches].reverse().find((match) => match.route.path)?.route.path ?? '/';
}
