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

export function stepStatusTone(
  status: string | null,
  isError: boolean,
  isOpen: boolean,
): Tone {
  if (isError) return "error";
  if (isOpen) return "open";
  if (status === "SUCCESS") return "ok";
  if (status === "SKIPPED") return "muted";
  return "muted";
}

export function deliveryTone(
  delivery: string | null,
  isUndelivered: boolean,
): Tone {
  if (isUndelivered) return "warn";
  if (delivery === "DELIVERED") return "ok";
  if (delivery === "FAILED") return "error";
  return "muted";
}
