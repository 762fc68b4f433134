/** Fixed ids of the state stories' triggers, items and memories (their own seeded stream). */
import { createRng } from "../prng";

const rng = createRng("state-stories");

export const STATE_IDS = {
  renewalsTrigger: rng.uuid(),
  renewalsMemory: rng.uuid(),
  claimsTrigger: rng.uuid(),
  claimItem: rng.uuid(),
  claimBatch: rng.uuid(),
  helpdeskTopic: rng.uuid(),
} as const;
