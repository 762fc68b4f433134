/**
 * Contract (issue 29): a right-to-left name and the phone number or id beside it are each
 * their own bidi isolate, so the name cannot turn the number around (`+972-52-555-0142`
 * read as `972-52-555-0142+`): in the customer search's results and the runs list's
 * participant chip. Served from `fixtures/hostile-data/lookalike-ids*`, whose customer is
 * דנה לוי on +972-52-555-0142 (a saved participants list).
 */
import type { Locator } from "@playwright/test";
import { HOSTILE_DATA_URL } from "./support/ports";
import { findCustomer } from "./support/investigate";
import { expect, test } from "./support/test";

const NAME = "\u05d3\u05e0\u05d4 \u05dc\u05d5\u05d9";
const PHONE = "+972-52-555-0142";

/** The `<bdi>` elements inside `scope`, as their text. */
function isolates(scope: Locator): Promise<string[]> {
  return scope
    .locator("bdi")
    .evaluateAll((elements) => elements.map((e) => e.textContent ?? ""));
}

test("the customer search shows the name and the phone in isolates of their own", async ({
  page,
}) => {
  await page.goto(`${HOSTILE_DATA_URL}/agents/claims_router/runs`);
  await findCustomer(page, PHONE);
  const results = page.getByRole("region", { name: /Customers matching/ });
  const person = results.getByRole("listitem").filter({ hasText: NAME });
  await expect(person).toContainText(PHONE);
  const shown = await isolates(person);
  expect(shown).toContain(NAME);
  expect(shown).toContain(PHONE);
});

test("the runs list's participant chip isolates the name and the number apart", async ({
  page,
}) => {
  await page.goto(
    `${HOSTILE_DATA_URL}/agents/claims_router/runs?participant=${encodeURIComponent(PHONE)}`,
  );
  const chip = page
    .getByRole("button", { name: "Clear participant filter" })
    .locator("..");
  await expect(chip).toContainText(NAME);
  const shown = await isolates(chip);
  expect(shown).toContain(NAME);
  expect(shown).toContain(PHONE);
});
