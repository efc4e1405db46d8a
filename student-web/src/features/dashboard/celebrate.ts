/** SPEC.md §4: the confetti that greets an activated overdraft. */
const CONFETTI_OPTIONS = { particleCount: 100, spread: 70, origin: { y: 0.6 } };

/**
 * Plays the confetti, unless the user asked for reduced motion. The library is loaded on first
 * use, so the dashboard's chunk does not carry it; if it cannot load, the celebration is skipped.
 */
export async function celebrate(): Promise<void> {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  try {
    const { default: confetti } = await import('canvas-confetti');
    void confetti(CONFETTI_OPTIONS);
  } catch (error) {
    console.warn('The confetti could not play', error);
  }
}
