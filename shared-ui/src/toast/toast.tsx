// Toasts come from sonner, re-exported here so every remote's toasts look and stack the same and
// share one Toaster (shared-ui is a federated singleton).
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { useTheme } from 'styled-components';
import { toastHost } from './layer';

export { toast };

// The container never changes identity: there is nothing to subscribe to.
const subscribeToNothing = () => () => undefined;
const noHost = () => null;

export function Toaster() {
  const theme = useTheme();
  // Into the container that follows open modal dialogs (see layer.ts); nothing on the server or while
  // hydrating (the server snapshot), so no markup has to match.
  const host = useSyncExternalStore(subscribeToNothing, toastHost, noHost);
  // Below the site header and the workspace's top bar, never over their navigation.
  const top = `calc(${theme.layout.headerHeight} + ${theme.space[2]})`;
  if (!host) return null;
  return createPortal(
    <SonnerToaster
      position="top-right"
      richColors
      closeButton
      offset={{ top }}
      mobileOffset={{ top }}
      toastOptions={{ style: { fontFamily: theme.font.family } }}
    />,
    host,
  );
}
