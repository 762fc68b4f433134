/**
 * Contract (issue 17, decision 1702): with masking on — `mask=1` in a shared link, the
 * header's "Mask" switch or `m` — none of the demo's phone numbers, emails or participant
 * names is anywhere in the page's text, in the Monaco panes, or in a copied summary; the
 * same person is the same "Customer X" in the headline, the conversation and the payloads;
 * a number keeps its last digits.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { openRun, pane, runUrl, selectStep } from "./support/run-page";
import { SAVED_RUNS_URL } from "./support/ports";
import { pageSettled } from "./support/settled";
import { DEMO_PEOPLE } from "../server/demo/scenarios/participants";
import waitingConsult from "../fixtures/saved-runs/waiting-consult-fan-out.json" with { type: "json" };

interface Directory {
  /** Names and handles, as the demo data writes them. */
  names: string[];
  emails: string[];
  /** E.164 digits, without the `+`. */
  phones: string[];
}

/** The demo's people (not its AI agent), from the module the demo's data is made from. */
const DIRECTORY: Directory = (() => {
  const persons = DEMO_PEOPLE.filter((person) => person.kind === "PERSON");
  const present = (values: (string | null)[]) =>
    values.filter((value): value is string => value !== null);
  return {
    names: present(
      persons.flatMap((person) => [person.displayName, person.handle]),
    ),
    emails: present(persons.map((person) => person.email)),
    phones: present(persons.map((person) => person.phone)).map((phone) =>
      phone.slice(1),
    ),
  };
})();

/**
 * The personal strings found in `text`: names and emails as written, phone numbers in any
 * grouping (spaces, dashes, dots and parentheses removed), E.164 or national.
 */
function leaks(text: string, directory: Directory = DIRECTORY): string[] {
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
  }) => {
    const directory = DIRECTORY;
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
      await pageSettled(page);
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

/**
 * Everything a masked screen lets out: the title, the address, the visible text (the
 * editors' rendered lines included), every tooltip, label, placeholder and field value.
 */
async function exposed(page: Page): Promise<string> {
  const seen = await page.evaluate(() => {
    const attributes: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      for (const name of [
        "title",
        "aria-label",
        "aria-description",
        "alt",
        "placeholder",
      ]) {
        const value = element.getAttribute(name);
        if (value) attributes.push(value);
      }
      if (
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement
      )
        attributes.push(element.value);
    }
    return [
      document.title,
      location.href,
      decodeURIComponent(location.href),
      document.body.innerText,
      ...attributes,
    ];
  });
  return seen.join("\n");
}

/**
 * Records every text the page writes to the clipboard, in `window.__copies`, and still
 * writes it: each copy button is clicked for real, and its text read as it leaves.
 */
const recordCopies = () => {
  const copies: string[] = [];
  (window as unknown as { __copies: string[] }).__copies = copies;
  const write = navigator.clipboard.writeText.bind(navigator.clipboard);
  navigator.clipboard.writeText = (text: string) => {
    copies.push(text);
    return write(text);
  };
};

/**
 * What each of the page's copy buttons puts on the clipboard (each name once, at most 12).
 * The names are read first: a button that has copied says so for a while, under another name.
 */
async function copiedTexts(page: Page): Promise<string[]> {
  const copyButton = (name: RegExp | string) =>
    page
      .getByRole("button", { name, exact: typeof name === "string" })
      .filter({ visible: true });
  const names = await copyButton(/^Copy/).evaluateAll((buttons) =>
    buttons.map(
      (button) => button.getAttribute("aria-label") ?? button.textContent,
    ),
  );
  const copied: string[] = [];
  for (const name of [...new Set(names)].slice(0, 12)) {
    const count = await page.evaluate(
      () => (window as unknown as { __copies: string[] }).__copies.length,
    );
    await copyButton(name ?? "")
      .first()
      .click();
    const text = await page.waitForFunction(
      (before) =>
        (window as unknown as { __copies: string[] }).__copies[before] ?? false,
      count,
    );
    copied.push((await text.jsonValue()) as string);
  }
  return copied;
}

test.describe(() => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("masked, no page of the demo lets a person out: titles, tooltips, labels, copy buttons, editors, addresses", async ({
    page,
  }) => {
    await page.addInitScript(recordCopies);
    const omer = DEMO_PEOPLE.find((person) => person.key === "omerBenDavid")!;
    let copies = 0;
    const check = async (where: string) => {
      await pageSettled(page);
      expect(leaks(await exposed(page)), where).toEqual([]);
      const copied = await copiedTexts(page);
      copies += copied.length;
      for (const text of copied)
        expect(leaks(text), `${where}: copied`).toEqual([]);
      await pageSettled(page);
      expect(leaks(await exposed(page)), `${where} after copying`).toEqual([]);
    };

    // Unmasked, the walk's first page shows a customer: the check can fail.
    await page.goto(
      `/agents/support_assistant/runs?${new URLSearchParams({ participant: omer.phone! })}`,
    );
    await pageSettled(page);
    expect(leaks(await exposed(page))).toContain(omer.displayName);

    const visits: [string, string][] = [
      [
        "runs list by a customer's phone",
        `/agents/support_assistant/runs?${new URLSearchParams({ participant: omer.phone!, mask: "1" })}`,
      ],
      ["a run waiting for a person (D4)", runUrl("D4", "?mask=1")],
      ["a run's panes (D7)", runUrl("D7", "?step=1.1.1&tab=io&mask=1")],
      ["a run's raw JSON (D7)", runUrl("D7", "?step=1.1.1&tab=raw&mask=1")],
      ["a run's overview (D7)", runUrl("D7", "?tab=overview&mask=1")],
      ["an approval's state (D23)", runUrl("D23", "?mask=1")],
      ["memory state (D16)", runUrl("D16", "?mask=1")],
      ["compare (D7)", `${runUrl("D7")}/compare?mask=1`],
      ["compare results (D6)", `${runUrl("D6")}/compare?tab=results&mask=1`],
      ["spawn tree (D1)", `${runUrl("D1")}/tree?mask=1`],
      ["sessions", "/sessions?mask=1"],
      [
        "why no reply",
        `/agents/support_assistant/quiet?${new URLSearchParams({ participant: omer.phone!, mask: "1" })}`,
      ],
    ];
    for (const [where, url] of visits) {
      await page.goto(url);
      await expect(page.getByRole("button", { name: "Masked" })).toBeVisible();
      await check(where);
    }

    // The conversation the run belongs to, and the state panel's every tab.
    await page.goto(runUrl("D7", "?mask=1"));
    await page
      .getByRole("link", { name: /conversation/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/topics\//);
    await check("conversation (D7)");
    await page.goto(runUrl("D23", "?mask=1"));
    const state = page.getByRole("region", { name: "State" });
    await expect(state.getByRole("tab").first()).toBeVisible();
    const tabs = await state.getByRole("tab").all();
    expect(tabs.length).toBeGreaterThan(1);
    for (const tab of tabs) {
      await tab.click();
      await check(`state tab ${await tab.innerText()} (D23)`);
    }
    // The walk pressed copy buttons on most pages (ids, links, summaries, payloads).
    expect(copies).toBeGreaterThan(10);
  });
});

test("every page reads masked: runs list, compare, spawn tree, conversation, sessions", async ({
  page,
}) => {
  const directory = DIRECTORY;
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
    await pageSettled(page);
    expect(leaks(await pageText(page), directory), url).toEqual([]);
  }
});

test("the Mask switch and `m` mask the page in place and keep it on across links", async ({
  page,
}) => {
  const directory = DIRECTORY;
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
  }) => {
    const directory = DIRECTORY;
    const omer = DEMO_PEOPLE.find((person) => person.key === "omerBenDavid")!;
    const agent = "/agents/support_assistant/runs";
    // Plain, the chip names the person and the value as typed: the check below can fail.
    await page.goto(
      `${agent}?${new URLSearchParams({ participant: omer.phone! })}`,
    );
    const chip = page.getByText(/^Participant:/);
    await expect(chip).toContainText(`${omer.displayName} · ${omer.phone!}`);
    // Masking it in place (`m`) takes the phone out of the address too.
    await page.keyboard.press("m");
    await expect(page).toHaveURL(/participant=[0-9a-f-]{36}&mask=1$/);
    await expect(chip).toContainText(/^Participant: Customer [A-Z] ·/);

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

test("the page says it is busy while it still reads what it will show, and settles after", async ({
  page,
}) => {
  // Held back: the trace the run page streams (asked by the trace worker).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/trace", async (route) => {
    await held;
    await route.continue();
  });
  await openRun(page, "D7", "?mask=1");
  const main = page.getByRole("main");
  await expect(page.getByText("Customer F · refund").first()).toBeVisible();
  // The record is shown, the trace is not: the page is not done.
  await expect(main).toHaveAttribute("aria-busy", "true");
  await expect(page.getByTestId("step-row-1.1.1")).toHaveCount(0);
  await expect(main).toHaveAttribute("aria-busy", "true");
  release();
  await pageSettled(page);
  await expect(page.getByTestId("step-row-1.1.1")).toBeVisible();
});
