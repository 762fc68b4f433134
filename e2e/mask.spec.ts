/**
 * Contract (issue 17, decision 1702): with masking on — `mask=1` in a shared link, the
 * header's "Mask" switch or `m` — none of the demo's phone numbers, emails or participant
 * names is anywhere in the page's text, in the Monaco panes, or in a copied summary; the
 * same person is the same "Customer X" in the headline, the conversation and the payloads;
 * a number keeps its last digits.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { openRun, pane, runUrl, selectStep } from "./support/run-page";
import { SAVED_RUNS_URL } from "./support/ports";
import { DEMO_PEOPLE } from "../server/demo/scenarios/participants";
import waitingConsult from "../fixtures/saved-runs/waiting-consult-fan-out.json" with { type: "json" };

interface Directory {
  names: string[];
  emails: string[];
  /** E.164 digits, without the `+`. */
  phones: string[];
}

async function demoDirectory(request: APIRequestContext): Promise<Directory> {
  const answer = await request.get("/api/participants?query=&limit=5000");
  const people = (await answer.json()) as {
    kind: string;
    displayName: string;
    email: string | null;
    channels?: { address: string }[];
  }[];
  const persons = people.filter((person) => person.kind === "PERSON");
  const addresses = persons.flatMap((person) =>
    (person.channels ?? []).map((channel) => channel.address),
  );
  return {
    names: persons.map((person) => person.displayName),
    emails: addresses.filter(
      (address) => address.includes("@") && !address.startsWith("@"),
    ),
    phones: addresses
      .filter((address) => /^\+\d{8,}$/.test(address))
      .map((address) => address.slice(1)),
  };
}

/**
 * The personal strings found in `text`: names and emails as written, phone numbers in any
 * grouping (spaces, dashes, dots and parentheses removed), E.164 or national.
 */
function leaks(text: string, directory: Directory): string[] {
  const lower = text.toLowerCase();
  const digits = text.replace(/[\s\-().\u00a0]/g, "");
  return [
    ...directory.names.filter((name) => text.includes(name)),
    ...directory.emails.filter((email) => lower.includes(email.toLowerCase())),
    ...directory.phones.filter(
      (phone) =>
        digits.includes(phone) || digits.includes(`0${phone.slice(3)}`),
    ),
  ];
}

const pageText = (page: Page) => page.locator("body").innerText();

test.describe(() => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("mask=1 hides every phone number, email and participant name, in the page, the editors and the copied summary", async ({
    page,
    request,
  }) => {
    const directory = await demoDirectory(request);
    expect(directory.names).toContain("Omer Ben-David");

    // Unmasked, the run shows its customer: the check below can fail.
    await openRun(page, "D7", "?step=1.1.1&tab=io");
    // The editor wraps long lines at the pane's width: compare without whitespace.
    await expect
      .poll(async () =>
        (await pane(page, "result").innerText()).replace(/\s+/g, ""),
      )
      .toContain("omer.bd@outlook.com");
    expect(leaks(await pageText(page), directory)).toContain("Omer Ben-David");

    await openRun(page, "D7", "?step=1.1.1&tab=io&mask=1");
    await expect(page.getByRole("button", { name: "Masked" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(pane(page, "result")).toContainText("customer-");
    await expect(page.getByText("Customer F · refund").first()).toBeVisible();
    await expect(
      page.getByText("Hi Customer F, your return").first(),
    ).toBeVisible();
    // The number keeps its last digits, so the call can still talk about it.
    await expect(pane(page, "parameters")).toContainText("2159");
    expect(leaks(await pageText(page), directory)).toEqual([]);

    // Every step's panes, and the raw JSON, as Monaco renders them.
    for (const path of ["1", "1.1", "1.1.1", "1.1.2", "1.1.3", "1.1.4"]) {
      await selectStep(page, path);
      await expect(page).toHaveURL(
        new RegExp(`step=${path.replaceAll(".", "\\.")}(&|$)`),
      );
      await page.waitForTimeout(300);
      expect(leaks(await pageText(page), directory), path).toEqual([]);
    }
    await page.goto(runUrl("D7", "?step=1.1.1&tab=raw&mask=1"));
    await expect(
      page.locator(".monaco-editor .view-lines").first(),
    ).toContainText("Customer");
    expect(leaks(await pageText(page), directory)).toEqual([]);

    await page.getByRole("button", { name: "Copy summary" }).click();
    await expect(
      page.getByRole("button", { name: "Summary copied" }),
    ).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toContain("Customer F");
    expect(leaks(markdown, directory)).toEqual([]);
  });
});

test("every page reads masked: runs list, compare, spawn tree, conversation, sessions", async ({
  page,
  request,
}) => {
  const directory = await demoDirectory(request);
  const visits: [string, RegExp][] = [
    ["/agents/support_assistant/runs?mask=1", /Customer [A-Z]/],
    ["/agents/email_policies_parser/runs?mask=1", /Customer [A-Z]/],
    [`${runUrl("D6")}/compare?mask=1`, /First divergence|No difference/],
    [`${runUrl("D1")}/tree?mask=1`, /Customer A/],
    [runUrl("D6", "?mask=1"), /Customer D/],
    ["/sessions?mask=1", /Sessions|session/i],
  ];
  for (const [url, ready] of visits) {
    await page.goto(url);
    await expect(
      page.getByText(ready).filter({ visible: true }).first(),
    ).toBeVisible();
    await page.waitForTimeout(500);
    expect(leaks(await pageText(page), directory), url).toEqual([]);
  }
});

test("the Mask switch and `m` mask the page in place and keep it on across links", async ({
  page,
  request,
}) => {
  const directory = await demoDirectory(request);
  await openRun(page, "D7");
  await expect(page.getByText("Omer Ben-David · refund").first()).toBeVisible();

  await page.keyboard.press("m");
  await expect(page).toHaveURL(/mask=1/);
  await expect(page.getByText("Customer F · refund").first()).toBeVisible();
  expect(leaks(await pageText(page), directory)).toEqual([]);

  // Every link keeps it: the runs list opened from the breadcrumb is masked too.
  await page.getByRole("link", { name: "support_assistant" }).first().click();
  await expect(page).toHaveURL(/\/runs\?.*mask=1/);
  await expect(page.getByText(/Customer [A-Z]/).first()).toBeVisible();
  expect(leaks(await pageText(page), directory)).toEqual([]);

  await page.getByRole("button", { name: "Masked" }).click();
  await expect(page).not.toHaveURL(/mask=1/);
  await expect(page.getByText("Omer Ben-David").first()).toBeVisible();
});

test("the session's mask list hides any other string", async ({ page }) => {
  await openRun(page, "D7", "?mask=1");
  await expect(page.getByText("Customer F · refund").first()).toBeVisible();
  await page.getByRole("button", { name: /Also hide/ }).click();
  await page
    .getByRole("textbox", { name: /Also hide these/ })
    .fill("brass floor lamp");
  await page.getByRole("button", { name: "Hide", exact: true }).click();
  await expect(
    page.getByText(/I returned the \[masked 1\]/).first(),
  ).toBeVisible();
  expect(await pageText(page)).not.toContain("brass floor lamp");
});

test.describe(() => {
  // The number nobody has is the proxy's 404, which the page logs.
  test.use({ allowConsoleErrors: [/No participant matches/] });

  test("a runs list filtered by a customer's phone shows and keeps no phone while masked", async ({
    page,
    request,
  }) => {
    const directory = await demoDirectory(request);
    const omer = DEMO_PEOPLE.find((person) => person.key === "omerBenDavid")!;
    const agent = "/agents/support_assistant/runs";
    // Plain, the chip names the person and the value as typed: the check below can fail.
    await page.goto(
      `${agent}?${new URLSearchParams({ participant: omer.phone! })}`,
    );
    const chip = page.getByText(/^Participant:/);
    await expect(chip).toContainText(`${omer.displayName} · ${omer.phone!}`);

    for (const typed of [
      omer.phone!,
      `0${omer.phone!.slice(4)}`,
      omer.email!,
    ]) {
      await page.goto(
        `${agent}?${new URLSearchParams({ participant: typed, mask: "1" })}`,
      );
      await expect(page).toHaveURL(/participant=[0-9a-f-]{36}(&|$)/);
      await expect(chip).toContainText(
        /^Participant: Customer [A-Z] · [0-9a-f-]{36}/,
      );
      await expect(
        page.getByRole("link", { name: /Customer [A-Z] ·/ }).first(),
      ).toBeVisible();
      expect(leaks(decodeURIComponent(page.url()), directory), typed).toEqual(
        [],
      );
      expect(leaks(await pageText(page), directory), typed).toEqual([]);
    }
    // A number nobody has: masked in the address and in the answer, which matches nobody.
    await page.goto(
      `${agent}?${new URLSearchParams({ participant: "+972500001234", mask: "1" })}`,
    );
    await expect(page.getByText(/No participant matches/)).toContainText(
      "+972-••-•••-1234",
    );
    expect(decodeURIComponent(page.url())).not.toContain("500001234");
  });
});

test("the person a run waits on is masked in the banner and the findings, though no directory knows them", async ({
  page,
}) => {
  // A saved folder: the consulted person is named only by the trace's `waitingFor`.
  const name = waitingConsult.waitingFor.displayName;
  const run = `${SAVED_RUNS_URL}/agents/email_policies_parser/runs/${waitingConsult.rootExecutionId}`;
  await page.goto(run);
  await expect(page.getByRole("status", { name: /Stuck/ })).toContainText(name);

  await page.goto(`${run}?mask=1`);
  const banner = page.getByRole("status", { name: /Stuck/ });
  await expect(banner).toContainText("from Customer A (PERSON)");
  await expect(
    page.getByRole("article", {
      name: /waiting for a consult with Customer A/,
    }),
  ).toBeVisible();
  expect(await pageText(page)).not.toContain(name);
  await expect(page.locator(`[aria-label*="${name}"]`)).toHaveCount(0);
});
