// Test-only helpers: render as the shell would (UiProvider with its Toaster) with a fake request layer.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
// The typed fakes of the api's answers; loading them also loads the contracts once up front, so a
// component's first answer is not held back by the validator's first lazy import (fromWire).
import { fakeConversationLog } from 'shared-api/testing';
import { toast, UiProvider } from 'shared-ui';
import { vi } from 'vitest';
import { KrishikaClientProvider } from '../lib/clientContext';
import type { BlobResult, KrishikaClient, KrishikaPath } from '../lib/krishikaClient';

type JsonHandler = (body: unknown) => unknown;
type BlobHandler = (body: unknown) => BlobResult;
type UploadHandler = (form: FormData, options: { onProgress?: (fraction: number) => void }) => unknown;

export interface FakeClient extends KrishikaClient {
  json: ReturnType<typeof vi.fn<KrishikaClient['json']>>;
  blob: ReturnType<typeof vi.fn<KrishikaClient['blob']>>;
  upload: ReturnType<typeof vi.fn<KrishikaClient['upload']>>;
  /** Answers for a path; a handler may return a promise or throw. */
  on: (path: KrishikaPath, handler: JsonHandler | BlobHandler | UploadHandler) => void;
}

/** A request layer answering from per-path handlers: GET /log answers no logs unless told otherwise. */
export function createFakeClient(): FakeClient {
  const handlers = new Map<KrishikaPath, (...args: never[]) => unknown>();
  handlers.set('/log', () => fakeConversationLog([]));
  const answer = async (path: KrishikaPath, ...args: unknown[]) => {
    const handler = handlers.get(path) as ((...values: unknown[]) => unknown) | undefined;
    if (!handler) throw new Error(`no fake answer for ${path}`);
    return handler(...args);
  };
  const client: FakeClient = {
    json: vi.fn((path, options) => answer(path, options?.body)),
    blob: vi.fn((path, options) => answer(path, options?.body) as Promise<BlobResult>),
    upload: vi.fn((path, form, options) => answer(path, form, options ?? {})),
    on: (path, handler) => {
      handlers.set(path, handler as (...args: never[]) => unknown);
    },
  };
  return client;
}

export function renderWithClient(element: ReactElement, client: KrishikaClient) {
  // sonner keeps toasts in a module-wide store and replays them to a new Toaster: start clean.
  toast.dismiss();
  // applyAccept off: the components' own checks are what is tested (a drop ignores `accept` too).
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <UiProvider>
      <KrishikaClientProvider client={client}>{element}</KrishikaClientProvider>
    </UiProvider>,
  );
  return { user, ...view };
}

/** A sonner toast by its title, as rendered by the Toaster inside UiProvider. */
export async function findToast(title: string): Promise<{ title: string; description: string | null }> {
  const titleNode = await screen.findByText(title, { selector: '[data-title]' });
  const toastNode = titleNode.closest('[data-sonner-toast]');
  const description = toastNode?.querySelector('[data-description]')?.textContent ?? null;
  return { title: titleNode.textContent ?? '', description };
}

/** A promise the test settles by hand, to look at a busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}
