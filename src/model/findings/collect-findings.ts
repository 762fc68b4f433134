/**
 * Every finding for one run, most serious shape first. The order is fixed (not sorted by
 * severity alone) so that related findings sit together: a rejection or failure first,
 * then what the run waits on, failed children, repeated errors, then the quieter shapes
 * of "COMPLETED but wrong". Each finder is pure and O(steps); the tree and the previous
 * run are optional and add their findings when loaded.
 */
import type { Finding, FindingInput } from "./finding";
import { findDurationTrap } from "./duration-trap";
import { findFailedChildren } from "./failed-children";
import { findFailedConsults } from "./failed-consult";
import { findFailedRun } from "./failed-run";
import { findPartialResults } from "./partial-result";
import { findRecoveredErrors } from "./recovered-error";
import { findRejected } from "./rejected";
import { findSuspendedWait } from "./suspended-wait";
import { findSystemicErrors } from "./systemic-error";
import { findUndelivered } from "./undelivered";

const FINDERS: readonly ((input: FindingInput) => Finding[])[] = [
  findRejected,
  findFailedRun,
  findSuspendedWait,
  findFailedChildren,
  findSystemicErrors,
  findFailedConsults,
  findRecoveredErrors,
  findPartialResults,
  findUndelivered,
  findDurationTrap,
];

export function collectFindings(input: FindingInput): Finding[] {
  return FINDERS.flatMap((find) => find(input));
}
