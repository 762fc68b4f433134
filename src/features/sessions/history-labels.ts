import type { SessionHistoryInfo } from "../../model/session";

/** How a history is named in the picker: its agent, and what kind of save it is. */
export function historyLabel(history: SessionHistoryInfo): string {
  switch (history.kind) {
    case "previous":
      return `${history.agent} · previous save`;
    case "compacted":
      return `${history.agent} · before compaction ${history.key.split("~")[1] ?? ""}`;
    case "trajectory":
      return `${history.agent} · trajectory`;
    default:
      return history.agent;
  }
}

/** The file name alone, as the workflow's commands use it from inside the session folder. */
export function fileName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}
