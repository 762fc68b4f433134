/**
 * Contract: two people on a call, one running `--share`. One presents; the other follows
 * and lands on each of the presenter's views — a run, a step, an inspector tab, a
 * comparison — as each is published. Only the publishing moves a follower (a server-sent
 * event; nothing polls), so the usual bound on a wait proves it as a tight one would, and a
 * busy machine cannot fail it. Navigating on their own detaches the follower, with
 * "Rejoin" to go back; the presenter sees who follows. A note pinned to a step in one
 * browser appears in the other at once, and is still there after the proxy restarts.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";
import { DEMO_PEOPLE } from "../server/demo/scenarios/participants";
import { spawnProxy, type SpawnedProxy } from "../server/testing/spawn-proxy";
import {
  TEST_LAUNCH_OPTIONS,
  giveName,
  openAs,
  presenceStrip,
} from "./support/presence-page";
import { runUrl, stepRow } from "./support/run-page";
import { expect, test } from "./support/test";

const { D1 } = DEMO_SCENARIOS;
const dataDir = mkdtempSync(join(tmpdir(), "tracelens-e2e-notes-"));
const proxyArgs = [
  "--share",
  "--host",
  "127.0.0.1",
  "--port",
  "0",
  "--data-dir",
  dataDir,
];

let browser: Browser;
let proxy: SpawnedProxy;

const sharedLink = (started: SpawnedProxy) =>
  /^Tracelens shared at (\S+)$/m.exec(started.stdout)![1]!;

test.beforeAll(async () => {
  browser = await chromium.launch(TEST_LAUNCH_OPTIONS);
  proxy = await spawnProxy(proxyArgs);
});
test.afterAll(async () => {
  await proxy.stop();
  await browser.close();
});

test("a follower lands on the presenter's run, step, tab and comparison, detaches and rejoins", async () => {
  const link = sharedLink(proxy);
  const dana = await openAs(browser, link);
  const ezra = await openAs(browser, link);

  await dana.getByRole("button", { name: "Present" }).click();
  await giveName(dana, "Dana");
  await expect(presenceStrip(ezra)).toContainText("Dana is presenting");
  await presenceStrip(ezra).getByRole("button", { name: "Follow" }).click();
  await giveName(ezra, "Ezra");
  await expect(presenceStrip(ezra)).toContainText("Following Dana");
  await expect(
    presenceStrip(dana).getByRole("list", { name: "Who follows" }),
  ).toHaveText("Ezra");

  // 1. A run. A full page load for the presenter: the second counts from when her page
  // shows the run (and has rejoined as presenter), not from the start of its load.
  await dana.goto(`${proxy.url}${runUrl("D1")}`);
  await expect(dana.getByRole("region", { name: "Run summary" })).toBeVisible();
  await expect(presenceStrip(dana)).toContainText("Ezra");
  await expect(ezra).toHaveURL(new RegExp(`/runs/${D1.runId}$`));
  // 2. A step.
  await stepRow(dana, "1.1.2").click();
  await expect(ezra).toHaveURL(/step=1\.1\.2$/);
  await expect(
    ezra.getByRole("heading", { name: /Search Emails/ }).first(),
  ).toBeVisible();
  // 3. A tab.
  await dana.getByRole("tab", { name: "Raw JSON" }).click();
  await expect(ezra).toHaveURL(/tab=raw/);
  // 4. A comparison.
  await dana.getByRole("link", { name: "Compare with previous" }).click();
  await expect(ezra).toHaveURL(new RegExp(`/runs/${D1.runId}/compare`));

  // Ezra looks elsewhere: detached, and no longer moved by Dana.
  await ezra
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Agents" })
    .click();
  await expect(presenceStrip(ezra)).toContainText("you left their view");
  await dana.goto(`${proxy.url}${runUrl("D1", "?step=1.2")}`);
  await expect(presenceStrip(dana)).toContainText("Nobody follows yet");
  await expect(ezra).not.toHaveURL(/step=1\.2/);
  // Rejoin: back on Dana's view.
  await presenceStrip(ezra).getByRole("button", { name: "Rejoin" }).click();
  await expect(ezra).toHaveURL(/step=1\.2$/);
  // Esc detaches too; f follows again.
  await ezra.keyboard.press("Escape");
  await expect(presenceStrip(ezra)).toContainText("you left their view");
  await ezra.keyboard.press("f");
  await expect(presenceStrip(ezra)).toContainText("Following Dana");

  // p stops presenting: nothing left to follow.
  await dana.keyboard.press("p");
  await expect(presenceStrip(ezra)).toHaveCount(0);
  await dana.context().close();
  await ezra.context().close();
});

test("a masked presenter's runs list for a customer's phone sends followers the participant's id, never the phone", async () => {
  const phone = DEMO_PEOPLE.find((p) => p.key === "omerBenDavid")!.phone!;
  const link = sharedLink(proxy);
  const dana = await openAs(browser, link);
  const ezra = await openAs(browser, link);
  const sent: string[] = [];
  dana.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/presence"))
      sent.push(request.postData() ?? "");
  });
  await dana.getByRole("button", { name: "Present" }).click();
  await giveName(dana, "Dana");
  await presenceStrip(ezra).getByRole("button", { name: "Follow" }).click();
  await giveName(ezra, "Ezra");
  await expect(presenceStrip(dana)).toContainText("Ezra");

  const params = new URLSearchParams({ participant: phone, mask: "1" });
  await dana.goto(`${proxy.url}/agents/support_assistant/runs?${params}`);
  await expect(dana.getByText(/^Participant: Customer [A-Z] ·/)).toBeVisible();
  await expect(ezra).toHaveURL(/participant=[0-9a-f-]{36}/);
  await expect(ezra.getByText(/^Participant: Customer [A-Z] ·/)).toBeVisible();
  const digits = phone.slice(1);
  for (const page of [dana, ezra])
    expect(decodeURIComponent(page.url())).not.toContain(digits);
  expect(sent.some((body) => body.includes('"view"'))).toBe(true);
  expect(sent.filter((body) => body.includes(digits))).toEqual([]);
  await dana.context().close();
  await ezra.context().close();
});

test("a masked follower of a plain presenter's phone filter sees the id, and keeps following", async () => {
  const phone = DEMO_PEOPLE.find((p) => p.key === "omerBenDavid")!.phone!;
  const link = sharedLink(proxy);
  const dana = await openAs(browser, link);
  const ezra = await openAs(browser, link);
  await dana.getByRole("button", { name: "Present" }).click();
  await giveName(dana, "Dana");
  await ezra.goto(`${proxy.url}/?mask=1`);
  await presenceStrip(ezra).getByRole("button", { name: "Follow" }).click();
  await giveName(ezra, "Ezra");
  await expect(presenceStrip(dana)).toContainText("Ezra");

  const params = new URLSearchParams({ participant: phone });
  await dana.goto(`${proxy.url}/agents/support_assistant/runs?${params}`);
  await expect(ezra).toHaveURL(/participant=[0-9a-f-]{36}&mask=1$/);
  await expect(ezra.getByText(/^Participant: Customer [A-Z] ·/)).toBeVisible();
  await expect(presenceStrip(ezra)).toContainText("Following Dana");
  // Still following: the presenter's next view arrives.
  await dana.goto(`${proxy.url}${runUrl("D1")}`);
  await expect(ezra).toHaveURL(new RegExp(`/runs/${D1.runId}\\?mask=1$`));
  await dana.context().close();
  await ezra.context().close();
});

test("a note pinned in one browser appears in the other, and survives a proxy restart", async () => {
  const link = sharedLink(proxy);
  const dana = await openAs(browser, link);
  const ezra = await openAs(browser, link);
  await dana.goto(`${proxy.url}${runUrl("D1", "?step=1.1.2")}`);
  await ezra.goto(`${proxy.url}${runUrl("D1")}`);

  const note = "The search was **cut** at 10 <b>not html</b>";
  await dana.getByRole("textbox", { name: "Note" }).fill(note);
  await dana.getByRole("textbox", { name: "Your name" }).fill("Dana");
  await dana.getByRole("button", { name: "Pin to step 1.1.2" }).click();

  const notes = ezra.getByRole("list", { name: "Notes on this run" });
  await expect(notes).toContainText("The search was cut at 10 <b>not html</b>");
  await expect(notes.getByRole("strong")).toHaveText("cut");
  await expect(ezra.getByTestId("note-marker-1.1.2")).toBeVisible();
  await dana.context().close();
  await ezra.context().close();

  await proxy.stop();
  proxy = await spawnProxy(proxyArgs);
  const later = await openAs(browser, sharedLink(proxy));
  await later.goto(`${proxy.url}${runUrl("D1")}`);
  await expect(
    later.getByRole("list", { name: "Notes on this run" }),
  ).toContainText("The search was cut at 10");
  await expect(later.getByTestId("note-marker-1.1.2")).toBeVisible();
  await later.context().close();
});
