/**
 * Seeded randomness for the demo data set. Every scenario draws from its own stream,
 * seeded from a label, so adding a filler run to one agent never shifts the ids or
 * numbers of another scenario. Never `Math.random`: the output must be byte-identical
 * for the same anchor time.
 */
import { mulberry32 } from "../../src/model/random/mulberry32";

/** The PRNG seed every stream mixes in; bump it to reshuffle the whole demo on purpose. */
export const DEMO_SEED = "tracelens-demo-v1";

/** FNV-1a over the label's UTF-16 code units: a stable 32-bit seed from a name. */
export function hashSeed(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Lower-case hex digits. */
  hex(length: number): string;
  /** A UUID of the v4 shape (version nibble 4, variant 8–b). */
  uuid(): string;
}

/** A stream for one scenario or run, named so it is independent of every other stream. */
export function createRng(label: string): Rng {
  const next = mulberry32(hashSeed(`${DEMO_SEED}:${label}`));
  const int = (min: number, max: number) =>
    min + Math.floor(next() * (max - min + 1));
  const hex = (length: number) => {
    let out = "";
    for (let i = 0; i < length; i++) out += HEX[int(0, 15)];
    return out;
  };
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability: number) => next() < probability,
    hex,
    uuid: () =>
      `${hex(8)}-${hex(4)}-4${hex(3)}-${HEX[8 + int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}

const HEX = "0123456789abcdef";
