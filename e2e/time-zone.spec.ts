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

/** `2026-12-01 13:05:09 GMT+1` of `instant` in `zone`: what the page must show. */
function clockIn(instant: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName: "short",
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${parts.timeZoneName}`;
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
  expect(utc.text).toBe(clockIn(utc.instant, "UTC"));

  await zone.getByRole("button", { name: "Local (Europe/Berlin)" }).click();
  await expect(page).toHaveURL(/[?&]tz=Europe%2FBerlin/);
  await expect
    .poll(async () => (await startedTime(page)).text)
    .toBe(clockIn(utc.instant, "Europe/Berlin"));

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
  expect((await startedTime(theirs)).text).toBe(
    clockIn(utc.instant, "Europe/Berlin"),
  );
  await theirZone
    .getByRole("button", { name: "Local (America/New_York)" })
    .click();
  await expect(theirs).toHaveURL(/[?&]tz=America%2FNew_York/);
  await expect
    .poll(async () => (await startedTime(theirs)).text)
    .toBe(clockIn(utc.instant, "America/New_York"));
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
