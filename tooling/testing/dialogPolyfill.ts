// jsdom has HTMLDialogElement but no showModal()/close() and no Escape handling. This mimics the
// browser just enough: showModal/close toggle `open` and fire `close`; Escape fires a cancelable
// `cancel` on the open modal and closes it unless cancelled.
import { afterAll, beforeAll } from 'vitest';

export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype;
  const original = { showModal: proto.showModal, close: proto.close };
  const modals: HTMLDialogElement[] = [];

  const onKeyDown = (event: KeyboardEvent) => {
    const top = modals.at(-1);
    if (event.key !== 'Escape' || !top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  };

  beforeAll(() => {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
      modals.push(this);
    };
    proto.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      modals.splice(modals.indexOf(this), 1);
      this.dispatchEvent(new Event('close'));
    };
    document.addEventListener('keydown', onKeyDown);
  });

  afterAll(() => {
    proto.showModal = original.showModal;
    proto.close = original.close;
    document.removeEventListener('keydown', onKeyDown);
  });
}
