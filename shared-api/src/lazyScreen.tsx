import { type ComponentType, lazy } from 'react';

/**
 * A screen whose code loads when it is opened, and which the host can load ahead (`preload`, awaited
 * before a page's first render): once loaded it renders at once instead of suspending, so the page's
 * static HTML is never swapped for a loading state and back. Each remote bundles its own copy (this
 * package is not federated), so a remote never depends on the shell's version of it.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): {
  Component: ComponentType;
  preload: () => Promise<unknown>;
} {
  let Loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Code that did not arrive is fetched again by the next preload (the host's Retry).
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  function Component() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Component, preload };
}
