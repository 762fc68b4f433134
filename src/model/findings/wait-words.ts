/**
 * Words for a suspended run's wait, shared by its banner and its finding: the kind with the
 * article English wants ("an APPROVAL", "a CONSULT"), and whether the wait is past its
 * `expiresAt`. Past expiry the sweeper should have timed the wait out; a run still
 * suspended then is stuck, not waiting.
 */
import type { WaitingFor } from "../run";

/** `a CONSULT`, `an APPROVAL`, `an UNKNOWN` wait. */
export function withArticle(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

/** How long ago the wait expired at `now`; null when it has not (or no expiry is known). */
export function expiredForMs(
  waitingFor: Pick<WaitingFor, "expiresAt">,
  now: number,
): number | null {
  const { expiresAt } = waitingFor;
  return expiresAt !== null && expiresAt < now ? now - expiresAt : null;
}

export const STUCK_PAST_EXPIRY =
  "The sweeper times a wait out at its expiry, and it has not ended this one: the run is stuck, not waiting. Re-read the run to confirm, then end it by hand.";
