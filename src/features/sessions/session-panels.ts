/** The session view's panel labels; `panel` in the URL picks one (steps by default, compare with `against`). */
import type { SessionPanel } from "../../url/search-schemas";

export const PANEL_LABELS: Record<SessionPanel, string> = {
  steps: "Steps",
  messages: "Messages & pairing",
  findings: "Findings",
  stats: "Stats",
  log: "Log",
  compare: "Compare",
};

export function resolvePanel(
  panel: SessionPanel | undefined,
  against: string | undefined,
): SessionPanel {
  return panel ?? (against ? "compare" : "steps");
}
