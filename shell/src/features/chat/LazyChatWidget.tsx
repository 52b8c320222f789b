import { loadRemote } from '@module-federation/runtime';
import { useEffect, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { ChatWidgetModule } from '@krishika/tooling/contracts';
import { ensureRemoteCompatible } from '../remotes';

/** The chat widget's remote module (mf_krishika, registered from /remotes.json like every remote). */
export const CHAT_WIDGET_MODULE = 'mf_krishika/ChatWidget';

export async function loadChatWidget(): Promise<ComponentType> {
  // An mf_krishika built against other singletons is left out, never run with the shell's copies.
  await ensureRemoteCompatible(CHAT_WIDGET_MODULE.split('/')[0] ?? '');
  const module = await loadRemote<ChatWidgetModule>(CHAT_WIDGET_MODULE);
  const widget = module?.ChatWidget ?? module?.default;
  if (typeof widget !== 'function') throw new Error(`${CHAT_WIDGET_MODULE} is not a component`);
  return widget;
}

const FIRST_PAINT = 'first-contentful-paint';

/**
 * Calls `next` once the page has painted something (the first contentful paint), or after
 * `timeout` ms where paint timing is not available. Returns a function that cancels it.
 */
function afterFirstPaint(next: () => void, timeout: number): () => void {
  const supported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!supported || performance.getEntriesByName(FIRST_PAINT).length > 0) {
    next();
    return () => undefined;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    next();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(FIRST_PAINT).length > 0) finish();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = window.setTimeout(finish, timeout);
  return () => {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

/**
 * Runs `task` once the page has loaded, painted its first content and the browser is idle (at the
 * latest `timeout` ms after each of those waits). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: number | undefined;
  let cancelPaintWait: () => void = () => undefined;
  const run = () => {
    idleHandle = undefined;
    timer = undefined;
    if (!cancelled) task();
  };
  const scheduleIdle = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(run, { timeout });
    else timer = window.setTimeout(run, 1000);
  };
  const afterLoad = () => {
    if (!cancelled) cancelPaintWait = afterFirstPaint(scheduleIdle, timeout);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    cancelPaintWait();
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/**
 * The site's floating chat (mf_krishika's ./ChatWidget), fetched only after `after` resolves (the shell
 * passes "the first screen is shown"), the page has loaded, has painted and the browser is idle, so it
 * never delays first paint nor the page's largest paint. If the remote can't be loaded or throws, the
 * widget is simply absent: the page is never replaced by an error screen.
 */
export function LazyChatWidget({
  load = loadChatWidget,
  after,
}: {
  load?: () => Promise<ComponentType>;
  after?: () => Promise<void>;
}) {
  const [Widget, setWidget] = useState<ComponentType | null>(null);

  useEffect(() => {
    let active = true;
    let cancel: () => void = () => undefined;
    const schedule = () => {
      if (!active) return;
      cancel = whenIdle(() => {
        load().then(
          (component) => {
            if (active) setWidget(() => component);
          },
          (error: unknown) => console.warn('The chat widget is unavailable:', error),
        );
      });
    };
    if (after) void after().then(schedule);
    else schedule();
    return () => {
      active = false;
      cancel();
    };
  }, [load, after]);

  if (!Widget) return null;
  return (
    <ErrorBoundary fallback={null} onError={(error) => console.warn('The chat widget failed:', error)}>
      <Widget />
    </ErrorBoundary>
  );
}
