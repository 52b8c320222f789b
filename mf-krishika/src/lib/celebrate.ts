import type confetti from 'canvas-confetti';
import { prefersReducedMotion } from './motion';

let cannon: confetti.CreateTypes | null = null;

/** 50 pieces of confetti for about a second after a reply; none when motion is reduced. */
export async function celebrate(): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    if (!cannon) {
      // Loaded on first use: the page's first paint does not wait for it.
      const { default: library } = await import('canvas-confetti');
      // Drawn on the page itself: the library's blob: worker would need a CSP that allows blob: workers.
      cannon = library.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
    }
    await cannon({
      particleCount: 50,
      spread: 70,
      startVelocity: 35,
      // ~60 frames at 60 fps: about one second on screen.
      ticks: 60,
      origin: { y: 0.6 },
      disableForReducedMotion: true,
    });
  } catch (error) {
    console.warn('Confetti could not play:', error);
  }
}
