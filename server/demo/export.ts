/**
 * `npm run demo:export -- DIR`: writes the demo data set the way a person saves runs with
 * the CLI (`trace`, `get`, `result`, `tree` outputs, one file each) — and the conversations
 * around them (`topics get|messages|sessions`, `messages list`, `escalations history|policy`)
 * under `conversations/` — so the same runs can be served with `--traces DIR`, shared, or
 * edited into new test scenarios.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { DemoDataSet } from "./dataset";
import { generateDemoDataSet } from "./generate";
import { buildSpawnTree } from "./spawn-tree";

export function exportDemoDataSet(data: DemoDataSet, dir: string): number {
  let files = 0;
  const write = (name: string, value: unknown) => {
    writeFileSync(join(dir, name), `${JSON.stringify(value, null, 2)}\n`);
    files++;
  };
  for (const run of data.runs) {
    const agentDir = join(dir, String(run.record.agentId));
    mkdirSync(agentDir, { recursive: true });
    const id = String(run.record.id);
    write(join(String(run.record.agentId), `${id}-get.json`), run.record);
    if (run.trace)
      write(join(String(run.record.agentId), `${id}-trace.json`), run.trace);
    if (run.result)
      write(join(String(run.record.agentId), `${id}-result.json`), run.result);
    if (!run.parentId && data.runs.some((child) => child.parentId === id)) {
      write(
        join(String(run.record.agentId), `${id}-tree.json`),
        buildSpawnTree(data, run),
      );
    }
  }
  exportConversations(data, join(dir, "conversations"), write);
  return files;
}

function exportConversations(
  data: DemoDataSet,
  dir: string,
  write: (name: string, value: unknown) => void,
): void {
  const conversations = data.conversations;
  if (!conversations) return;
  mkdirSync(dir, { recursive: true });
  const page = (items: unknown[]) => ({
    items,
    nextPageToken: null,
    totalCount: items.length,
  });
  const save = (name: string, value: unknown) =>
    write(join("conversations", name), value);
  for (const topic of conversations.topics) {
    const id = String(topic.id);
    save(`topic-${id}.json`, topic);
    save(
      `topic-${id}-messages.json`,
      page(conversations.turnsByTopic.get(id) ?? []),
    );
    save(
      `topic-${id}-sessions.json`,
      page(conversations.sessions.filter((session) => session.topicId === id)),
    );
  }
  save("withheld-messages.json", page(conversations.inbound));
  save("escalation-history.json", page(conversations.takeovers));
  // A saved policy names its agent, so the folder can hold one per agent.
  for (const [agentId, policy] of conversations.policies)
    save(`escalation-policy-${agentId}.json`, { agentId, ...policy });
}

const isMain =
  process.argv[1] !== undefined &&
  resolve(process.argv[1]).endsWith("server/demo/export.ts");
if (isMain) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("Usage: npm run demo:export -- DIR");
    process.exit(2);
  }
  mkdirSync(dir, { recursive: true });
  const count = exportDemoDataSet(
    generateDemoDataSet({ now: Date.now() }),
    dir,
  );
  console.log(
    `Wrote ${count} files to ${resolve(dir)}. Serve them with: npm start -- --traces ${dir}`,
  );
}
