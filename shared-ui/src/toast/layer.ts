// Where the toasts are drawn. A modal <dialog> sits in the browser's top layer and makes the rest of
// the page inert, so a toast outside it would show under its backdrop and could not be closed. The
// toasts' container therefore follows the topmost open modal dialog (or drawer), and returns to the
// body when the last one closes. The container is ours, not React's: React renders the toasts into
// it through a portal and never minds where it is attached.
const stack: HTMLElement[] = [];
let host: HTMLDivElement | null = null;

/** The toasts' container, created on first use and attached where toasts are visible now. */
export function toastHost(): HTMLDivElement {
  if (!host) {
    host = document.createElement('div');
    host.dataset['toastLayer'] = '';
  }
  place(host);
  return host;
}

function place(container: HTMLDivElement): void {
  const target = stack.at(-1) ?? document.body;
  if (container.parentElement !== target) target.append(container);
}

/**
 * A modal dialog opened: toasts show inside it until the returned function is called. Call that before
 * the dialog leaves the document (a layout effect's cleanup), so the container is never removed with it.
 */
export function raiseToastsInto(dialog: HTMLElement): () => void {
  stack.push(dialog);
  if (host) place(host);
  return () => {
    const index = stack.lastIndexOf(dialog);
    if (index >= 0) stack.splice(index, 1);
    if (host) place(host);
  };
}
