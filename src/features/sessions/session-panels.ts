/** The session view's panels; `panel` in the URL picks one (steps by default, compare with `against`). */
export const SESSION_PANELS = [
  "steps",
  "messages",
  "findings",
  "stats",
  "log",
  "compare",
] as const;
export type SessionPanel = (typeof SESSION_PANELS)[number];

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
