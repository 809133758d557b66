import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/db";
import { signIn } from "./support/session";

// Spec §4: every 60 s the browser checks the session expiry; within 60 s of it, it refreshes; an
// unreadable session cookie logs the user out.

/**
 * Signs in with Playwright's clock installed. Sign-in ends with a full load of the portal, in which
 * that clock stands still until moved: it is resumed, and the current user loaded (which starts the
 * 60-second check), before the test moves it.
 */
async function signInWithClock(page: Page) {
  await page.clock.install();
  const myself = page.waitForResponse((r) => r.url().endsWith("/api/myself"));
  await signIn(page, "broker.own@example.com", DEMO_PASSWORD);
  await page.clock.resume();
  await myself;
  await page.waitForTimeout(300);
}

test("the browser refreshes a session that is about to expire", async ({ page, context }) => {
  await signInWithClock(page);
  const soon = new Date(Date.now() + 30_000).toISOString().replace(/\.\d{3}Z$/, "Z");
  await context.addCookies([{ name: "portal.session-expires", value: encodeURIComponent(soon), url: page.url() }]);
  const refresh = page.waitForRequest((r) => r.url().endsWith("/api/refresh") && r.method() === "POST");
  await page.clock.fastForward(61_000);
  const response = await (await refresh).response();
  expect(response?.status()).toBe(200);
  const cookie = (await context.cookies()).find((c) => c.name === "portal.session-expires");
  expect(new Date(decodeURIComponent(cookie!.value)).getTime()).toBeGreaterThan(Date.now() + 20 * 60_000);
});

test("a session far from expiry is not refreshed", async ({ page }) => {
  await signInWithClock(page);
  let refreshed = false;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/refresh")) refreshed = true;
  });
  await page.clock.fastForward(61_000);
  await page.waitForTimeout(500);
  expect(refreshed).toBe(false);
});

test("an unreadable session cookie logs the user out", async ({ page, context }) => {
  await signInWithClock(page);
  await context.addCookies([{ name: "portal.session-expires", value: "not-a-date", url: page.url() }]);
  await page.clock.fastForward(61_000);
  await page.waitForURL(/\/auth\/login/);
  expect((await page.request.get("/api/myself")).status()).toBe(401);
});
