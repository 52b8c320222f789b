import { loadRemote } from '@module-federation/runtime';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_WIDGET_MODULE, LazyChatWidget, loadChatWidget, whenIdle } from './LazyChatWidget';

vi.mock('@module-federation/runtime', () => ({ loadRemote: vi.fn() }));
const loadRemoteMock = vi.mocked(loadRemote);

/** requestIdleCallback by hand: the test decides when the browser is idle. */
let idleCallbacks: Map<number, IdleRequestCallback>;
let idleOptions: (IdleRequestOptions | undefined)[];
function becomeIdle() {
  const pending = [...idleCallbacks.values()];
  idleCallbacks.clear();
  for (const callback of pending) callback({ didTimeout: false, timeRemaining: () => 50 });
}

beforeEach(() => {
  idleCallbacks = new Map();
  idleOptions = [];
  let next = 0;
  window.requestIdleCallback = vi.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    next += 1;
    idleCallbacks.set(next, callback);
    idleOptions.push(options);
    return next;
  });
  window.cancelIdleCallback = vi.fn((handle: number) => {
    idleCallbacks.delete(handle);
  });
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

function Widget() {
  return <button type="button">Chat with Krishika</button>;
}

describe('whenIdle', () => {
  it('waits for the load event, then for an idle moment (with a timeout)', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = vi.fn();
    whenIdle(task, 2500);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(idleOptions).toEqual([{ timeout: 2500 }]);
    expect(task).not.toHaveBeenCalled();
    becomeIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the first contentful paint where paint timing exists', () => {
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const disconnect = vi.fn();
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe = vi.fn();
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    const task = vi.fn();
    whenIdle(task);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    report?.({ getEntriesByName: () => [] });
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(disconnect).toHaveBeenCalled();
    becomeIdle();
    expect(task).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('can be cancelled before it runs', () => {
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    becomeIdle();
    expect(task).not.toHaveBeenCalled();
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

describe('LazyChatWidget', () => {
  it('renders nothing until the browser is idle, then the remote widget', async () => {
    const load = vi.fn(async (): Promise<ComponentType> => Widget);
    render(<LazyChatWidget load={load} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
    await act(async () => becomeIdle());
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Chat with Krishika' })).toBeInTheDocument();
  });

  it('stays absent, without an error screen, when the remote cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <>
        <h1>Page</h1>
        <LazyChatWidget load={() => Promise.reject(new Error('mf_krishika is down'))} />
      </>,
    );
    await act(async () => becomeIdle());
    expect(warn).toHaveBeenCalledWith('The chat widget is unavailable:', expect.any(Error));
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stays absent when the widget throws while rendering; the page is untouched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('widget bug');
    }
    render(
      <>
        <h1>Page</h1>
        <LazyChatWidget load={async () => Broken} />
      </>,
    );
    await act(async () => becomeIdle());
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('does not load after it is unmounted', async () => {
    const load = vi.fn(async (): Promise<ComponentType> => Widget);
    const { unmount } = render(<LazyChatWidget load={load} />);
    unmount();
    becomeIdle();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('loadChatWidget', () => {
  it("loads mf_krishika's ./ChatWidget through the federation runtime", async () => {
    loadRemoteMock.mockResolvedValue({ ChatWidget: Widget });
    await expect(loadChatWidget()).resolves.toBe(Widget);
    expect(loadRemoteMock).toHaveBeenCalledWith(CHAT_WIDGET_MODULE);
    expect(CHAT_WIDGET_MODULE).toBe('mf_krishika/ChatWidget');
  });

  it('accepts a default export and refuses a module without a component', async () => {
    loadRemoteMock.mockResolvedValue({ default: Widget } as never);
    await expect(loadChatWidget()).resolves.toBe(Widget);
    loadRemoteMock.mockResolvedValue(null);
    await expect(loadChatWidget()).rejects.toThrow('is not a component');
  });
});
