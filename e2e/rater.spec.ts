import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, sql } from "./support/db";
import { signIn, waitForApp } from "./support/session";

// The sandbox rates from a station made for this spec next to Denver (ZIP 80202), so that it runs
// with or without the shared NOAA data: 20 years of August days, rain of 1 inch on every 5th day
// and thunder on every 4th.
const STATION = "E2ESYNTH0001";

test.beforeAll(async () => {
  await sql(`DELETE FROM "WeatherStation" WHERE id = $1`, [STATION]);
  await sql(
    `INSERT INTO "WeatherStation" (id, name, state, latitude, longitude, elements, source)
     VALUES ($1, 'E2E DENVER TEST STATION', 'CO', 39.75, -104.99, ARRAY['PRCP','WT03'], 'file')`,
    [STATION],
  );
  await sql(
    `INSERT INTO "WeatherObservation" ("stationId", date, prcp, thunder)
     SELECT $1, d::date, CASE WHEN n % 5 = 0 THEN 254 ELSE 0 END, n % 4 = 0
     FROM (SELECT d, row_number() OVER (ORDER BY d) AS n
           FROM generate_series(2006, 2026) AS y, generate_series(make_date(y, 8, 1), make_date(y, 8, 31), interval '1 day') AS d) AS days`,
    [STATION],
  );
});

test.afterAll(async () => {
  await sql(`DELETE FROM "WeatherStation" WHERE id = $1`, [STATION]);
});

test("an underwriter tries the rater and reads how it priced each option", async ({ page }) => {
  await signIn(page, "underwriter@example.com", DEMO_PASSWORD);
  await page.goto("/settings/rater");
  await waitForApp(page);
  const sandbox = page.getByRole("form", { name: "Rater sandbox" });
  await sandbox.getByLabel("ZIP code").fill("80202");
  await sandbox.getByLabel("Event day 1", { exact: true }).fill("2027-08-14");
  await sandbox.getByRole("button", { name: "Add a day" }).click();
  await sandbox.getByLabel("Threshold (in)").fill("1");
  await sandbox.getByRole("button", { name: "Add a peril" }).click();
  await sandbox.getByLabel("Peril 2", { exact: true }).selectOption("lightning");
  await sandbox.getByRole("button", { name: "Rate" }).click();

  const rain = page.getByTestId("explanation-rainfall");
  await expect(rain).toContainText("E2E DENVER TEST STATION");
  await expect(rain).toContainText("Quotable");
  // 20 years (2026 back to 2007) × 2 days × 15 samples; rain on every 5th day.
  await expect(rain).toContainText("600 of 600");
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
