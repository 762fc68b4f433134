/**
 * The dependency rules of docs/architecture.md §1 hold for folders nobody has listed: a
 * feature folder made tomorrow may not import another (the zones are read from the tree),
 * nor a page; a page never imports a route; the worker stays below src/api, and no file of
 * src/ imports the proxy. Checked by linting small probes at those paths with the repo's
 * own ESLint config (types off: the probes are not files of a tsconfig).
 */
import { readdirSync } from "node:fs";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({
  cwd: new URL("..", import.meta.url).pathname,
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.endsWith("no-restricted-imports"))
    .map((message) => message.message);
}

describe("the layering rules", () => {
  // Read from the tree as the config does: a folder added later is in this list too.
  const features = readdirSync(new URL("../src/features", import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it.each(features)(
    "keep %s from importing another feature",
    async (feature) => {
      const other = features.find((name) => name !== feature)!;
      const messages = await restrictedImports(
        `src/features/${feature}/Probe.tsx`,
        `import { thing } from "../${other}/thing";\nexport const probe = thing;\n`,
      );
      expect(messages).toEqual([
        expect.stringContaining("Features do not import each other"),
      ]);
    },
  );

  it.each(features)("keep %s from importing a page", async (feature) => {
    const messages = await restrictedImports(
      `src/features/${feature}/Probe.tsx`,
      `import { StepExplorer } from "../../pages/step-explorer/StepExplorer";\nexport const probe = StepExplorer;\n`,
    );
    expect(messages).toEqual([
      expect.stringContaining("Features never import a page"),
    ]);
  });

  it.each(["src/ui/Probe.tsx", "src/api/probe.ts", "src/model/probe.ts"])(
    "keep pages out of %s",
    async (filePath) => {
      const messages = await restrictedImports(
        filePath,
        `import { StepExplorer } from "../pages/step-explorer/StepExplorer";\nexport const probe = StepExplorer;\n`,
      );
      expect(messages).toHaveLength(1);
    },
  );

  it("let a page compose features but never import a route", async () => {
    expect(
      await restrictedImports(
        "src/pages/run-view/Probe.tsx",
        'import { TraceExplorer } from "../../features/run-view/TraceExplorer";\nimport { Route } from "../../routes/index";\nexport const probe = [TraceExplorer, Route];\n',
      ),
    ).toEqual([expect.stringContaining("Pages never import a route module")]);
  });

  it("keep the worker below src/api, with src/api/client its one way out", async () => {
    expect(
      await restrictedImports(
        "src/worker/probe.ts",
        'import { queryClient } from "../api/query-client";\nimport { ApiError } from "../api/client";\nexport const probe = [queryClient, ApiError];\n',
      ),
    ).toEqual([
      expect.stringContaining("src/worker may use src/api/client only"),
    ]);
  });

  it.each([
    "src/features/run-view/Probe.tsx",
    "src/pages/run-view/Probe.tsx",
    "src/worker/probe.ts",
    "src/model/probe.ts",
    "src/api/probe.ts",
    "src/routes/probe.tsx",
  ])("keep the proxy's code out of %s", async (filePath) => {
    const depth = filePath.split("/").length - 1;
    const messages = await restrictedImports(
      filePath,
      `import { createApp } from "${"../".repeat(depth)}server/app";\nexport const probe = createApp;\n`,
    );
    expect(messages).toEqual([
      expect.stringContaining("src/ never imports server/"),
    ]);
  });
});
