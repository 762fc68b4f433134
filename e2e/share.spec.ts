/**
 * Contract: `npm start -- --share` serves colleagues behind the printed link only. Opening
 * the link lands on the app with the key gone from the address bar, kept in an HttpOnly
 * SameSite=Strict cookie the page's scripts cannot read; a browser without the link gets
 * a page saying a key is needed, and no app.
 */
import { spawnProxy, type SpawnedProxy } from "../server/testing/spawn-proxy";
import { expect, test } from "./support/test";

let proxy: SpawnedProxy;
let link: string;

test.beforeAll(async () => {
  proxy = await spawnProxy(["--share", "--host", "127.0.0.1", "--port", "0"]);
  link = /^Tracelens shared at (\S+)$/m.exec(proxy.stdout)![1]!;
});
test.afterAll(async () => {
  await proxy.stop();
});

test("the shared link opens the app and leaves no key in the address bar", async ({
  page,
  context,
}) => {
  await page.goto(link);
  await expect(page).toHaveURL(`${proxy.url}/`);
  await expect(
    page.getByRole("link", { name: /email_policies_parser/ }),
  ).toBeVisible();
  const [cookie] = await context.cookies();
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });
  expect(await page.evaluate(() => document.cookie)).toBe("");
  await page.goto(`${proxy.url}/agents/email_policies_parser/runs`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a deep link with the key keeps its place and drops only the key", async ({
  page,
}) => {
  const key = new URL(link).searchParams.get("key")!;
  await page.goto(
    `${proxy.url}/agents/email_policies_parser/runs?status=COMPLETED&key=${key}`,
  );
  await expect(page).toHaveURL(
    `${proxy.url}/agents/email_policies_parser/runs?status=COMPLETED`,
  );
});

test.describe(() => {
  test.use({ allowConsoleErrors: [/status of 401/] });
  test("without the link, a browser gets no app", async ({ page }) => {
    const response = await page.goto(proxy.url!);
    expect(response?.status()).toBe(401);
    await expect(page.getByText(/shared with an access key/)).toBeVisible();
    await expect(
      page.getByRole("link", { name: /email_policies_parser/ }),
    ).toHaveCount(0);
  });
});
