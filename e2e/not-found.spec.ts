import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/db";
import { signIn } from "./support/session";

test("an unknown path shows the not-found page", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Unfortunately, this page does not exist." })).toBeVisible();
  // A signed-out visitor stays on it: it is not a page that needs signing in.
  await page.locator("html[data-hydrated='true']").waitFor();
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/this\/does\/not\/exist$/);
});

test("a page outside the user's permissions shows the forbidden page", async ({ page }) => {
  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  for (const path of ["/settings/maintenance-mode", "/settings/email-outbox", "/settings/weather-observations"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
  }
});
