import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { LoadingState } from '../components/States';
import { mustUpdateBeforeNavigating } from '../features/version/version';
import { setNavigator } from '../lib/navigation';
import type { FeatureDefinition } from './feature';
import { features } from './features';
import { RequireAuth, requireAuthLoader } from './guards';
import { AppLayout, PlainLayout } from './layout/AppLayout';
import { lazyPage } from './lazy-page';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';

/** Runs on launch and on every navigation: a mandatory update wins over any destination. */
async function versionGate({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  if (pathname !== '/new-version' && (await mustUpdateBeforeNavigating())) throw redirect('/new-version');
  return null;
}

/** The app's route tree, gathered from the feature list: each feature's pages in their slot. */
export function buildRoutes(list: readonly FeatureDefinition[]): RouteObject[] {
  const slot = (pick: (f: FeatureDefinition) => RouteObject[] | undefined) => list.flatMap((f) => pick(f) ?? []);
  return [
    {
      id: 'root',
      Component: RootShell,
      loader: versionGate,
      shouldRevalidate: () => true,
      ErrorBoundary: RouteError,
      HydrateFallback: () => <LoadingState />,
      children: [
        {
          Component: AppLayout,
          ErrorBoundary: RouteError,
          children: [
            ...slot((f) => f.routes?.public),
            {
              loader: requireAuthLoader,
              Component: RequireAuth,
              children: [
                ...slot((f) => f.routes?.loggedIn),
                {
                  // Staff pages of every feature, behind the staff guard, with the area's own navigation.
                  path: 'admin',
                  lazy: lazyPage(() => import('./admin/AdminLayout')),
                  children: [
                    { index: true, lazy: lazyPage(() => import('./admin/AdminHomePage')) },
                    ...slot((f) => f.admin?.routes),
                  ],
                },
              ],
            },
            { path: '*', lazy: lazyPage(() => import('./NotFoundPage')) },
          ],
        },
        {
          Component: PlainLayout,
          ErrorBoundary: RouteError,
          children: slot((f) => f.routes?.plain),
        },
      ],
    },
  ];
}

/** Created after i18n and the API client are ready: the first loaders run at creation. */
export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes(features));
  setNavigator((to, options) => (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)));
  return router;
}
