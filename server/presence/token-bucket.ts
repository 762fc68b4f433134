/**
 * A token bucket: up to `burst` actions at once, then `perSecond` on average. Used to
 * rate-limit what one browser may post (presence commands, notes).
 */
export interface TokenBucket {
  /** Takes one token; false when none is left (the action is refused). */
  take(): boolean;
}

export function createTokenBucket({
  burst,
  perSecond,
  now = Date.now,
}: {
  burst: number;
  perSecond: number;
  now?: () => number;
}): TokenBucket {
  let tokens = burst;
  let last = now();
  return {
    take() {
      const time = now();
      tokens = Math.min(burst, tokens + ((time - last) / 1000) * perSecond);
      last = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
