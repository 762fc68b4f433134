/**
 * The run view with masking on (decision 1702) against the same open unmasked, on one run:
 * first rows painted and the whole trace read, each round opening plain then masked, so
 * machine load moves both alike. The masked page reads a 200-person directory and masks
 * every step in the trace worker; the target is that it stays as fast as unmasked
 * (issue 17), within the noise of a shared machine.
 */
import type { Page } from "@playwright/test";
import type { BenchRun } from "./bench-data";
import { runUrl } from "./browser-run-view";
import { check, measured, stepsLabel, type Measurement } from "./measurement";
import { exists, labelled, paintedWhen, testId } from "./page-probes";

const FIRST_ROWS = `${exists(testId("step-row-1"))} && ${exists(testId("step-row-1.1.1"))}`;
const READ = `${FIRST_ROWS} && !${exists(labelled("Trace loading"))}`;
/** Masked may cost at most this much more than plain. */
const RATIO_TARGET = 1.25;

export async function benchMaskedOpen(
  page: Page,
  baseUrl: string,
  run: BenchRun,
  samples: number,
): Promise<Measurement[]> {
  const size = stepsLabel(run.facts.steps);
  const plain = { rows: [] as number[], read: [] as number[] };
  const masked = { rows: [] as number[], read: [] as number[] };
  for (let i = 0; i < samples; i++) {
    for (const [into, search] of [
      [plain, ""],
      [masked, "?mask=1"],
    ] as const) {
      await page.goto(runUrl(baseUrl, run.id, search));
      into.rows.push(await paintedWhen(page, FIRST_ROWS));
      into.read.push(await paintedWhen(page, READ, 120_000));
    }
  }
  check(
    await page.getByRole("button", { name: "Masked" }).isVisible(),
    "the masked open was masked",
  );
  const ratios = masked.read.map((ms, i) => ms / plain.read[i]!);
  return [
    measured({
      name: "masked: first rows painted",
      size,
      unit: "ms",
      samples: masked.rows,
    }),
    measured({
      name: "masked: whole trace read",
      size,
      unit: "ms",
      samples: masked.read,
    }),
    measured({
      name: "unmasked: whole trace read (same rounds)",
      size,
      unit: "ms",
      samples: plain.read,
    }),
    measured({
      name: "masked ÷ unmasked: whole trace read",
      size,
      unit: "×",
      samples: ratios,
      target: { max: RATIO_TARGET, rule: `≤ ${RATIO_TARGET} × unmasked` },
    }),
  ];
}
