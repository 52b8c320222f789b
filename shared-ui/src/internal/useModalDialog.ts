import { useEffect, useLayoutEffect, useRef } from 'react';
import { raiseToastsInto } from '../toast/layer';

/**
 * Drives a native <dialog> from an `open` prop: showModal() on open, close() and focus back to the
 * opener on close. Escape, a backdrop click or a `<form method="dialog">` ask the parent to close
 * through `onClose`, so the prop stays the single source of truth.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  // Latest onClose without re-running the effect (useEffectEvent would need React 19.2+; peers allow 19.0).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Toasts show above an open modal (inside it); a layout effect, so they leave it before it is removed.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    return raiseToastsInto(dialog);
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;

    const opener = document.activeElement;
    const requestClose = () => onCloseRef.current();
    // A drag that starts inside (e.g. selecting text) and ends on the backdrop must not close it.
    let pressStartedOnBackdrop = false;

    const handleCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    const handlePointerDown = (event: PointerEvent) => {
      pressStartedOnBackdrop = event.target === dialog;
    };
    const handleClick = (event: MouseEvent) => {
      // The dialog has no padding, so a click whose target is the dialog itself hit the backdrop.
      if (event.target === dialog && pressStartedOnBackdrop) requestClose();
    };
    const handleNativeClose = () => requestClose();

    dialog.addEventListener('cancel', handleCancel);
    dialog.addEventListener('pointerdown', handlePointerDown);
    dialog.addEventListener('click', handleClick);
    dialog.addEventListener('close', handleNativeClose);
    if (!dialog.open) dialog.showModal();

    return () => {
      // Listeners go first so our own close() is not reported back as a close request.
      dialog.removeEventListener('cancel', handleCancel);
      dialog.removeEventListener('pointerdown', handlePointerDown);
      dialog.removeEventListener('click', handleClick);
      dialog.removeEventListener('close', handleNativeClose);
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  return ref;
}
