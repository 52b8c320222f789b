import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_FALLBACK_MS, startAfterFirstPaint } from './startAfterPaint';

function pageWith(...links: string[]): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.head.innerHTML = links.join('');
  return doc;
}

describe('startAfterFirstPaint', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("imports index.html's marked entries once the next frame has been painted, once", async () => {
    const importModule = vi.fn(() => Promise.resolve());
    startAfterFirstPaint({
      doc: pageWith(
        '<link rel="modulepreload" href="/assets/entry.js" data-start-after-paint>',
        '<link rel="modulepreload" href="/assets/chunk.js">',
      ),
      importModule,
    });
    expect(importModule).not.toHaveBeenCalled();
    frames.shift()?.(0); // the frame is being prepared: not painted yet
    expect(importModule).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0); // the task after it
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(importModule).toHaveBeenCalledWith(expect.stringMatching(/\/assets\/entry\.js$/));
    await vi.advanceTimersByTimeAsync(START_FALLBACK_MS);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no frame comes (a tab in the background)', async () => {
    const importModule = vi.fn(() => Promise.resolve());
    startAfterFirstPaint({
      doc: pageWith('<link rel="modulepreload" href="/assets/entry.js" data-start-after-paint>'),
      importModule,
    });
    await vi.advanceTimersByTimeAsync(START_FALLBACK_MS - 1);
    expect(importModule).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('reports an entry that fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startAfterFirstPaint({
      doc: pageWith('<link rel="modulepreload" href="/assets/gone.js" data-start-after-paint>'),
      importModule: () => Promise.reject(new Error('404')),
    });
    await vi.advanceTimersByTimeAsync(START_FALLBACK_MS);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('/assets/gone.js could not start'),
      expect.any(Error),
    );
  });
});
