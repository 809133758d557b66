import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/db";
import { signIn, waitForApp } from "./support/session";

// The rater sandbox prices from the real weather history loaded from WEATHER_DATA_DIR.
test.skip(!process.env.WEATHER_DATA_DIR, "needs the weather data set (WEATHER_DATA_DIR)");

test("an underwriter tries the rater and reads how it priced each option", async ({ page }) => {
  await signIn(page, "underwriter@example.com", DEMO_PASSWORD);
  await page.goto("/settings/rater");
  await waitForApp(page);
  const sandbox = page.getByRole("form", { name: "Rater sandbox" });
  await sandbox.getByLabel("ZIP code").fill("01602");
  await sandbox.getByLabel("Event day 1", { exact: true }).fill("2027-08-14");
  await sandbox.getByRole("button", { name: "Add a day" }).click();
  await sandbox.getByLabel("Threshold (in)").fill("1");
  await sandbox.getByRole("button", { name: "Add a peril" }).click();
  await sandbox.getByLabel("Peril 2", { exact: true }).selectOption("lightning");
  await sandbox.getByRole("button", { name: "Rate" }).click();

  const rain = page.getByTestId("explanation-rainfall");
  await expect(rain).toContainText("WORCESTER");
  await expect(rain).toContainText("Quotable");
  await expect(rain.getByRole("img", { name: /Hits per year for Rainfall/ })).toBeVisible();
  await expect(page.getByTestId("explanation-lightning")).toContainText("Usable samples");
  await expect(page.getByTestId("total-premium")).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await page.screenshot({ path: "e2e/.artifacts/rater-sandbox.png", fullPage: true });
});

test("lightning alone is refused with the spec's message", async ({ page }) => {
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  await page.goto("/settings/rater");
  await waitForApp(page);
  const sandbox = page.getByRole("form", { name: "Rater sandbox" });
  await sandbox.getByLabel("Peril 1", { exact: true }).selectOption("lightning");
  await sandbox.getByRole("button", { name: "Rate" }).click();
  await expect(sandbox).toContainText("Lightning must be purchased with rainfall peril, and cannot be purchased stand-alone");
});
