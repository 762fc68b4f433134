/**
 * Contract: times read in UTC until "Local" is picked; "Local" names this computer's zone
 * ("Local (Europe/Berlin)"); the choice is written into the address (`tz`) and into a
 * copied link, so a colleague in another zone who opens the link reads the same clock
 * times, shown as that zone, and can switch to their own.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { openRun, runUrl } from "./support/run-page";

/** The run's start time as the headline shows it, and the instant it stands for. */
async function startedTime(page: Page) {
  const time = page
    .getByRole("region", { name: "Run summary" })
    .locator("time")
    .first();
  await expect(time).toBeVisible();
  return {
    text: (await time.locator("span").first().textContent()) ?? "",
    instant: (await time.getAttribute("datetime")) ?? "",
  };
}

/** The clock of `instant` in `zone` (`2026-12-01 13:05:09`; Swedish writes ISO order). */
function clockIn(instant: string, zone: string): string {
  return new Date(instant).toLocaleString("sv-SE", { timeZone: zone });
}

/** The clock followed by the zone's short name. */
function zoned(clock: string, zonePattern: string): RegExp {
  return new RegExp(`^${clock} ${zonePattern}$`);
}

test.use({
  timezoneId: "Europe/Berlin",
  permissions: ["clipboard-read", "clipboard-write"],
});

test("Local names the zone, and the choice travels in the address and a copied link", async ({
  page,
  browser,
}) => {
  await openRun(page, "D1");
  const zone = page.getByRole("group", { name: "Time zone" });
  await expect(zone.getByRole("button", { name: "UTC" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const utc = await startedTime(page);
  expect(utc.text).toBe(`${clockIn(utc.instant, "UTC")} UTC`);

  await zone.getByRole("button", { name: "Local (Europe/Berlin)" }).click();
  await expect(page).toHaveURL(/[?&]tz=Europe%2FBerlin/);
  // The demo's runs are from the last hours: Berlin is on winter time (GMT+1) in December
  // and summer time (GMT+2) otherwise.
  await expect
    .poll(async () => (await startedTime(page)).text)
    .toMatch(zoned(clockIn(utc.instant, "Europe/Berlin"), "GMT\\+[12]"));

  await page.getByRole("button", { name: "Copy link" }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).searchParams.get("tz")).toBe("Europe/Berlin");

  // A colleague in New York opens the link: Berlin's clock, named, and their own a click away.
  const colleague = await browser.newContext({
    timezoneId: "America/New_York",
  });
  const theirs = await colleague.newPage();
  await theirs.goto(copied);
  const theirZone = theirs.getByRole("group", { name: "Time zone" });
  await expect(
    theirZone.getByRole("button", { name: "Europe/Berlin" }),
  ).toHaveAttribute("aria-pressed", "true");
  expect((await startedTime(theirs)).text).toMatch(
    zoned(clockIn(utc.instant, "Europe/Berlin"), "GMT\\+[12]"),
  );
  await theirZone
    .getByRole("button", { name: "Local (America/New_York)" })
    .click();
  await expect(theirs).toHaveURL(/[?&]tz=America%2FNew_York/);
  await expect
    .poll(async () => (await startedTime(theirs)).text)
    .toMatch(zoned(clockIn(utc.instant, "America/New_York"), "E[SD]T"));
  await colleague.close();
});

test("a link with no zone copies the one shown; a zone this browser cannot read is ignored", async ({
  page,
}) => {
  await page.goto(runUrl("D1", "?tz=Mars%2FOlympus"));
  const utc = await startedTime(page);
  expect(utc.text).toMatch(/ UTC$/);
  await page.getByRole("button", { name: "Copy link" }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).searchParams.get("tz")).toBe("UTC");
});
