/**
 * mulberry32: a tiny seeded 32-bit generator returning floats in [0, 1). For data that must
 * be the same on every run (the demo data set, generated test runs), never for anything
 * that must be unpredictable.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
