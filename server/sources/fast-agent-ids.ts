/** Ids the index gives sessions and files, and the blank summary every entry starts from. */
import { naiveTimeFromSessionId } from "../../src/model/format/naive-time";
import type { SessionSummary } from "../../src/model/session";

export function blankSummary(
  id: string,
  kind: SessionSummary["kind"],
): SessionSummary {
  return {
    id,
    kind,
    parentId: null,
    schemaVersion: null,
    title: null,
    label: null,
    firstUserPreview: null,
    createdAt: null,
    createdAtFromName: kind === "file" ? null : naiveTimeFromSessionId(id),
    savedAtFromName: null,
    lastActivity: null,
    recorded: null,
    modifiedAt: null,
    status: null,
    activeAgent: null,
    agents: [],
    usage: null,
    hasPrevious: false,
    pinned: false,
    histories: [],
    children: [],
    subAgentTraces: [],
    withinSessions: [],
    perfWindow: null,
    problems: [],
  };
}

/**
 * Folder and file names as ids (`isValidId`): the few characters ids may not hold become
 * `_`, and so does a leading `-`.
 */
export function safeId(name: string): string {
  const id = name
    .replace(/[/\\?#%:\s\p{Cc}\p{Cf}]/gu, "_")
    .replace(/^-/, "_")
    .slice(0, 200);
  return id === "." || id === ".." || id === "" ? `_${id}` : id;
}
