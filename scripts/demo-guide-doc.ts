/**
 * The demo guide in `docs/demo.md`, generated from the demo's own definitions
 * (`server/demo/demo-guide.ts`), never pasted: the named runs with their routes, the
 * customers to try in "find by customer", and a dashboard URL the Open box accepts. It lives
 * between `<!-- demo:guide -->` and `<!-- /demo:guide -->`; `npx tsx
 * scripts/demo-guide-doc.ts` rewrites it, and `demo-guide-doc.test.ts` fails when the
 * committed doc and the demo disagree.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { publishedDoc } from "../bench/publish";
import {
  demoGuideCustomers,
  demoGuideRuns,
  demoRunRoute,
} from "../server/demo/demo-guide";

/** The document the guide is published in, relative to the repository root. */
export const DEMO_GUIDE_DOC = join("docs", "demo.md");

/** Where `npm start` serves the demo; the guide's links open there. */
const ORIGIN = "http://127.0.0.1:8723";

export function demoGuideSection(): string {
  const runs = demoGuideRuns();
  const first = runs[0]!;
  const escape = (text: string) => text.replace(/\|/g, "\\|");
  return [
    "| run | agent | what it shows |",
    "| --- | --- | --- |",
    ...runs.map(
      (run) =>
        `| [${run.name}](${ORIGIN}${demoRunRoute(run)}) | \`${run.agentId}\` | ${escape(run.shows)} |`,
    ),
    "",
    'Customers to try in "find by customer" (any punctuation in a phone number works):',
    "",
    "| customer | phone | email | handle |",
    "| --- | --- | --- | --- |",
    ...demoGuideCustomers().map(
      (person) =>
        `| ${person.displayName} | ${person.phone ?? "—"} | ${person.email ?? "—"} | ${person.handle ?? "—"} |`,
    ),
    "",
    `A dashboard URL the "Open" box accepts (or swap its host for the viewer's): \`https://app.fruxon.com/acme/agents/${first.agentId}/executions?id=${first.runId}&group=session\`.`,
  ].join("\n");
}

/** Rewrites the demo guide's section of `docs/demo.md`. */
export async function publishDemoGuide(root: string): Promise<void> {
  const path = join(root, DEMO_GUIDE_DOC);
  writeFileSync(
    path,
    await publishedDoc(
      readFileSync(path, "utf8"),
      "guide",
      demoGuideSection(),
      "demo",
    ),
  );
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  await publishDemoGuide(fileURLToPath(new URL("..", import.meta.url)));
}
