import { setTimeout as sleep } from 'node:timers/promises';
import { generate } from 'otplib';

const PERIOD_SECONDS = 30;

/** The RFC 6238 time step of now. */
export const currentStep = (): number => Math.floor(Date.now() / 1000 / PERIOD_SECONDS);

/** The code an authenticator app shows for `secret` at `step`. */
export function totpAt(secret: string, step: number): Promise<string> {
  return generate({ secret, epoch: step * PERIOD_SECONDS });
}

/**
 * Waits, when needed, until at least `seconds` are left in the current step, so that codes of the
 * step before, this one and the next are all accepted for that long (the API takes one step
 * either side of now).
 */
export async function stepWithRoomFor(seconds: number): Promise<number> {
  const into = (Date.now() / 1000) % PERIOD_SECONDS;
  if (PERIOD_SECONDS - into < seconds) await sleep((PERIOD_SECONDS - into + 0.2) * 1000);
  return currentStep();
}
