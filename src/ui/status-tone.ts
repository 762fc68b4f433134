import type { StepOutcome } from "../model/tree/step-cell";

/** Status words → the tone a badge or row uses. The model knows statuses, not colours. */
export type Tone = "error" | "ok" | "open" | "warn" | "muted";

export function runStatusTone(status: string | null): Tone {
  switch (status) {
    case "COMPLETED":
      return "ok";
    case "FAILED":
      return "error";
    case "REJECTED":
    case "CANCELLED":
      return "warn";
    case "IN_PROGRESS":
    case "WAITING_FOR_ASYNC":
      return "open";
    default:
      return "muted";
  }
}

/** How a step ended → its tone. */
export function stepOutcomeTone(outcome: StepOutcome): Tone {
  switch (outcome) {
    case "failed":
      return "error";
    case "running":
      return "open";
    case "succeeded":
      return "ok";
    default:
      return "muted";
  }
}

/** Text colour of a tone, for status words in rows. */
export const TONE_TEXT: Record<Tone, string> = {
  error: "text-step-error",
  ok: "text-step-ok",
  open: "text-step-open",
  warn: "text-step-warn",
  muted: "text-step-muted",
};

export function deliveryTone(
  delivery: string | null,
  isUndelivered: boolean,
): Tone {
  if (isUndelivered) return "warn";
  if (delivery === "DELIVERED") return "ok";
  if (delivery === "FAILED") return "error";
  return "muted";
}
