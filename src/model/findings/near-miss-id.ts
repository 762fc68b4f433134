/**
 * Ids in agent-written memory that are one or two characters off a real id in the run's
 * tool results (a known gotcha (docs/reference/investigation-workflow.md): a model re-emitting opaque ids garbles them, and a
 * dedupe list holding the garbled one silently stops matching). Computed by
 * `state/near-miss.ts`; one finding for all of them, each id pair as a fact.
 */
import type { NearMiss } from "../state/near-miss";
import { makeFinding, type Finding } from "./finding";

export function findNearMissIds(misses: readonly NearMiss[]): Finding[] {
  if (misses.length === 0) return [];
  const first = misses[0]!;
  return [
    makeFinding({
      kind: "near-miss-id",
      severity: "warning",
      title:
        misses.length === 1
          ? `Memory holds ${first.memoryId}, ${first.distance} character${first.distance === 1 ? "" : "s"} off the real id ${first.realId}`
          : `Memory holds ${misses.length} ids one or two characters off real ids`,
      detail:
        "An id the agent wrote into memory is not any id its tools returned, but nearly one: the model garbled it while re-emitting the list. A dedupe or watermark list holding it will not match the real item — verify stored ids against real ones before trusting the list.",
      cause:
        "The prompt has the model re-write a long list of opaque ids each run.",
      steps: misses.flatMap((miss) => [
        {
          path: miss.writePath,
          name: `memory "${miss.title}"`,
          note: `holds ${miss.memoryId}`,
        },
        {
          path: miss.realPath,
          name: "tool result",
          note: `returned ${miss.realId}`,
        },
      ]),
      facts: misses.map((miss) => ({
        label: "In memory / real",
        text: `${miss.memoryId} / ${miss.realId}`,
      })),
    }),
  ];
}
