// Hand-written types of what each remote exposes (federation's type plugin is off: see ARCHITECTURE).
// Import with `import type` only: these are contracts, not code.
import type { ComponentType } from 'react';

/** Who may open a route; the shell's guards enforce it before the remote is even fetched. */
export type RouteAccess = 'public' | 'guest' | 'authenticated' | 'buyer' | 'supplier';

/** One screen of a remote, rendered by the shell's router at `path` (react-router syntax). */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
  /** The document title for the screen. */
  title: string;
}

/** `<remote>/routes`: every remote exposes its screens this way. */
export interface RoutesModule {
  routes: readonly RemoteRoute[];
}
