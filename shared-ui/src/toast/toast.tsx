// Toasts come from sonner, re-exported here so every remote's toasts look and stack the same and
// share one Toaster (shared-ui is a federated singleton).
import { Toaster as SonnerToaster, toast } from 'sonner';
import { useTheme } from 'styled-components';

export { toast };

export function Toaster() {
  const theme = useTheme();
  // Below the site header and the workspace's top bar, never over their navigation.
  const top = `calc(${theme.layout.headerHeight} + ${theme.space[2]})`;
  return (
    <SonnerToaster
      position="top-right"
      richColors
      closeButton
      offset={{ top }}
      mobileOffset={{ top }}
      toastOptions={{ style: { fontFamily: theme.font.family } }}
    />
  );
}
