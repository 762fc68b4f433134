/**
 * Contract (issue 17, decisions 1701 and 1703): "Export" writes the run as one file —
 * masked when masking is on, secrets always redacted, a manifest saying so; dropped on a
 * fresh browser whose proxy has none of the run's data, the file opens the same run and
 * its compare, with no proxy behind them; a file that is not a readable bundle says why
 * and breaks nothing; `npm run export:static` writes a folder that a plain static server
 * serves, which opens the run with no proxy at all.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import type { Page } from "@playwright/test";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";
import { SAVED_RUNS_URL } from "./support/ports";
import { openRun } from "./support/run-page";
import { expect, test } from "./support/test";

const { D1, D2 } = DEMO_SCENARIOS;
const FILE_NAME = `${D1.agentId}-${D1.runId}.tracelens.json`;

/** Exports D1 (masked) from the demo and returns the file's path and text. */
async function exportD1(page: Page, dir: string) {
  await openRun(page, "D1", "?mask=1");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Customer A · policy email batch",
  );
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export" }).click(),
  ]);
  await expect(
    page.getByRole("button", { name: "Exported (masked)" }),
  ).toBeVisible();
  const path = join(dir, download.suggestedFilename());
  await download.saveAs(path);
  return {
    name: download.suggestedFilename(),
    path,
    text: readFileSync(path, "utf8"),
  };
}

/** Drops a file on the page as a person dragging it from their desktop would. */
async function dropFile(page: Page, name: string, text: string) {
  const transfer = await page.evaluateHandle(
    ({ name, text }) => {
      const data = new DataTransfer();
      data.items.add(new File([text], name, { type: "application/json" }));
      return data;
    },
    { name, text },
  );
  await page.dispatchEvent("main", "dragover", { dataTransfer: transfer });
  await page.dispatchEvent("main", "drop", { dataTransfer: transfer });
}

test("Export writes a masked bundle; dropped on a fresh browser with no proxy data it opens the run and its compare", async ({
  page,
  browser,
}) => {
  const dir = mkdtempSync(join(tmpdir(), "tracelens-e2e-bundle-"));
  const file = await exportD1(page, dir);
  expect(file.name).toBe(FILE_NAME);
  const bundle = JSON.parse(file.text) as {
    manifest: {
      masking: { applied: boolean };
      contents: { previousRun: boolean };
    };
    previousRun: { runId: string } | null;
  };
  expect(bundle.manifest.masking.applied).toBe(true);
  expect(bundle.manifest.contents.previousRun).toBe(true);
  expect(bundle.previousRun?.runId).toBe(D2.runId);
  // The record's customer is not in the file, in any spelling the masker knows.
  expect(file.text).not.toContain("Dana Levi");
  expect(file.text).not.toContain("dana.levi@meridian-brokers.co.il");

  // A fresh browser, on a proxy that holds none of the demo's runs.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const failures: string[] = [];
  other.on("pageerror", (error) => failures.push(error.message));
  await other.goto(SAVED_RUNS_URL);
  await expect(other.getByRole("button", { name: "Open file" })).toBeVisible();
  await dropFile(other, file.name, file.text);
  await expect(other).toHaveURL(new RegExp(`/runs/${D1.runId}$`));
  await expect(
    other.getByRole("status", { name: "Opened file" }),
  ).toContainText(FILE_NAME);
  await expect(other.getByRole("heading", { level: 1 })).toContainText(
    "Customer A · policy email batch",
  );
  await expect(other.getByTestId("step-row-1.1.10")).toBeVisible();

  await other.getByRole("link", { name: "Compare with previous" }).click();
  await expect(other.getByText(/First divergence/).first()).toBeVisible();
  await expect(
    other.getByRole("region", { name: "Compared runs" }),
  ).toContainText(D2.runId.slice(0, 8));

  // Closing the file goes back to the proxy's own runs.
  await other.getByRole("button", { name: "Close file" }).click();
  await expect(other.getByRole("status", { name: "Opened file" })).toHaveCount(
    0,
  );
  expect(failures).toEqual([]);
  await fresh.close();
});

test("a file that is not a readable bundle says why, and nothing else changes", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Open file" })).toBeVisible();
  const newer = JSON.stringify({
    format: "tracelens-bundle",
    formatVersion: 99,
    manifest: {},
    run: {},
  });
  await page.getByLabel("Open file").setInputFiles({
    name: "from-the-future.tracelens.json",
    mimeType: "application/json",
    buffer: Buffer.from(newer),
  });
  const alert = page
    .getByRole("alert")
    .filter({ hasText: "Could not open the file" });
  await expect(alert).toContainText("from-the-future.tracelens.json");
  await expect(alert).toContainText(/version 99/);
  await dropFile(page, "broken.json", '{"format": "tracelens-bundle", ');
  await expect(alert).toContainText("broken.json is not JSON");
  // The app still reads the proxy.
  await expect(page.getByRole("status", { name: "Opened file" })).toHaveCount(
    0,
  );
  await openRun(page, "D1");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Dana Levi · policy email batch",
  );
});

test.describe(() => {
  let server: Server | null = null;
  test.afterAll(() => server?.close());

  test("export:static writes a folder a plain static server serves, which opens the run with no proxy", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const dir = mkdtempSync(join(tmpdir(), "tracelens-e2e-static-"));
    const file = await exportD1(page, dir);
    const site = join(dir, "site");
    execFileSync(
      "npm",
      ["run", "--silent", "export:static", "--", file.path, site],
      {
        stdio: "inherit",
      },
    );
    server = await serveFolder(site);
    const address = server.address() as { port: number };
    const url = `http://127.0.0.1:${address.port}/`;
    await page.goto(url);
    await expect(page).toHaveURL(
      new RegExp(`#/agents/${D1.agentId}/runs/${D1.runId}$`),
    );
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "Customer A · policy email batch",
    );
    await expect(page.getByTestId("step-row-1.1.10")).toBeVisible();
    await page.getByRole("link", { name: "Compare with previous" }).click();
    await expect(page.getByText(/First divergence/).first()).toBeVisible();
  });
});

/** A plain static file server: no `/api`, no proxy — what a ticket's attachment host is. */
function serveFolder(root: string): Promise<Server> {
  const types: Record<string, string> = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".ttf": "font/ttf",
  };
  const server = createServer((request, response) => {
    const path = normalize(
      decodeURIComponent(new URL(request.url!, "http://x").pathname),
    );
    const file = join(root, path.endsWith("/") ? `${path}index.html` : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        "Content-Type": types[extname(file)] ?? "application/octet-stream",
      });
      response.end(body);
    } catch {
      response.writeHead(404, { "Content-Type": "text/plain" });
      response.end("not found");
    }
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(server)),
  );
}
