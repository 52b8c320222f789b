import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteAccess } from '@krishika/tooling/contracts';
import { DashboardLayout } from '../features/layout/DashboardLayout';
import { SiteLayout } from '../features/layout/SiteLayout';
import type { RemotesManifest } from '../features/remotes/manifest';
import { ManifestUnavailable } from '../features/remotes/ManifestUnavailable';
import { RemoteScreen } from '../features/remotes/RemoteScreen';
import { Guard } from '../features/routing/Guard';
import { ComingSoon, NotFound } from '../features/routing/SimplePages';
import { Root } from './Root';

/** Placeholder pages ('Coming Soon'; docs/product.md#routes-and-access). */
export const COMING_SOON_PAGES = [
  { path: '/suppliers', title: 'Suppliers' },
  { path: '/products', title: 'Products' },
  { path: '/ai-matching', title: 'AI Matching' },
  { path: '/contact', title: 'Contact' },
  { path: '/settings', title: 'Settings' },
] as const;

function withLayout(access: RouteAccess, page: ReactNode) {
  return access === 'buyer' || access === 'supplier' ? (
    <DashboardLayout>{page}</DashboardLayout>
  ) : (
    <SiteLayout>{page}</SiteLayout>
  );
}

/**
 * The shell's routes: its own redirects, placeholders and 404, plus one route per path that
 * remotes.json assigns to a remote (guarded before the remote is fetched).
 */
export function buildRoutes(manifest: RemotesManifest | null, manifestError: Error | null): RouteObject[] {
  const remoteRoutes: RouteObject[] = (manifest?.routes ?? []).map((route) => ({
    path: route.path,
    element: withLayout(
      route.access,
      <Guard access={route.access}>
        <RemoteScreen remote={route.remote} path={route.path} />
      </Guard>,
    ),
  }));

  return [
    {
      element: <Root />,
      children: [
        { path: '/buyer-dashboard', element: <Navigate to="/dashboard/buyer" replace /> },
        { path: '/supplier-dashboard', element: <Navigate to="/dashboard/supplier" replace /> },
        ...COMING_SOON_PAGES.map(({ path, title }) => ({
          path,
          element: withLayout('public', <ComingSoon title={title} />),
        })),
        ...remoteRoutes,
        {
          path: '*',
          element: withLayout(
            'public',
            manifestError ? <ManifestUnavailable error={manifestError} /> : <NotFound />,
          ),
        },
      ],
    },
  ];
}
