/**
 * Benchmark of the masker (decision 1700): a generated run of realistic shape with a
 * participants directory of 200 people, whose numbers, emails and names are planted in
 * every 50th tool call's parameters and result. Each sample builds a fresh masker (the
 * matcher is compiled once per masker, as a view would) and masks the whole wire trace;
 * normalising the same trace is timed in the same round. The target is the ratio — masking
 * a run costs at most 1.5 × reading it — so a busy machine slows both sides alike. Part of
 * `npm run bench -- model`.
 *
 * Before a time is reported the benchmark checks the work was done: no planted personal
 * string is left in the masked trace, and every planted one was replaced.
 */
import { createMasker } from "../src/model/mask/masker";
import { collectMaskSubjects } from "../src/model/mask/subjects";
import { normalizeFruxonTrace } from "../src/model/normalize/fruxon-trace";
import { runOfSteps } from "./bench-data";
import { benchPeople, PEOPLE } from "./bench-people";
import { buildLargeTrace } from "./large-run";
import {
  check,
  measured,
  stepsLabel,
  timed,
  type Measurement,
} from "./measurement";

const SAMPLES = 5;
/** Masking may cost at most this many times what reading the run costs. */
const RATIO_TARGET = 1.5;

export function benchMask(steps: number): Measurement[] {
  const { envelope, facts } = buildLargeTrace({
    ...runOfSteps(steps),
    start: 0,
  });
  const people = benchPeople();
  const text = JSON.stringify(envelope);
  const planted = plant(JSON.parse(text) as unknown, people);
  const trace = JSON.parse(JSON.stringify(planted.trace)) as unknown;
  const input = collectMaskSubjects({ participants: people });

  // Each round times the masker and the normaliser back to back, so machine load moves both.
  const maskSamples: number[] = [];
  const normaliseSamples: number[] = [];
  let masked = "";
  for (let sample = 0; sample < SAMPLES; sample++) {
    const [value, ms] = timed(() => createMasker(input).maskValue(trace));
    maskSamples.push(ms);
    normaliseSamples.push(timed(() => normalizeFruxonTrace(trace))[1]);
    masked = JSON.stringify(value);
  }
  check(
    planted.strings.every((personal) => !masked.includes(personal)),
    "no planted personal string is left in the masked trace",
  );
  check(
    (masked.match(/Customer [A-Z]+/g)?.length ?? 0) >= planted.names,
    "every planted name was replaced by a pseudonym",
  );
  const size = `${stepsLabel(facts.steps)}, ${PEOPLE} people, Node`;
  return [
    measured({
      name: "model: mask the wire trace (fresh masker)",
      size,
      unit: "ms",
      samples: maskSamples,
    }),
    measured({
      name: "model: normalise the same trace, for scale",
      size,
      unit: "ms",
      samples: normaliseSamples,
    }),
    measured({
      name: "model: mask ÷ normalise",
      size,
      unit: "×",
      samples: maskSamples.map((ms, i) => ms / normaliseSamples[i]!),
      target: { max: RATIO_TARGET, rule: `≤ ${RATIO_TARGET} × normalise` },
    }),
  ];
}

/** Puts a person's number, email and name into every 50th tool call (mutates the parsed copy). */
function plant(
  envelope: unknown,
  people: {
    displayName: string;
    email: string;
    channels: { address: string }[];
  }[],
): { trace: unknown; strings: string[]; names: number } {
  const strings = new Set<string>();
  let names = 0;
  let call = 0;
  const stack: unknown[] = [envelope];
  while (stack.length > 0) {
    const node = stack.pop() as Record<string, unknown>;
    for (const child of Object.values(node))
      if (child !== null && typeof child === "object") stack.push(child);
    if (node.type !== "TOOL" || call++ % 50 !== 0) continue;
    const person = people[call % people.length]!;
    const phone = person.channels[0]!.address;
    const toolTrace = node.toolTrace as { parameters: Record<string, unknown> };
    toolTrace.parameters.customer = `${person.displayName} <${person.email}>`;
    node.result = {
      strValue: JSON.stringify({
        contact: { phone: phone.replace(/^\+972/, "0") },
      }),
    };
    [
      person.displayName,
      person.email,
      phone,
      phone.replace(/^\+972/, "0"),
    ].forEach((s) => strings.add(s));
    names++;
  }
  return { trace: envelope, strings: [...strings], names };
}
