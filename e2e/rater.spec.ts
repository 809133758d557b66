import { expect, test } from "@playwright/test";
import Decimal from "decimal.js";
import { formatMoney } from "../lib/format/money";
import { EMPTY_QUOTATION_FORM } from "../lib/quotations/quotation-schema";
import { DEMO_PASSWORD, sql } from "./support/db";
import { signIn, waitForApp } from "./support/session";

// The sandbox rates from a station made for this spec next to Denver (ZIP 80202), so that it runs
// with or without the shared NOAA data: 20 years of August days, rain of 1 inch on every 5th day
// and thunder on every 4th.
const STATION = "E2ESYNTH0001";
/** Pictures to look at outside the repository. */
const SHOTS = process.env.RATER_SHOTS ?? "e2e/.artifacts/rater";

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

test("each peril added to the sandbox starts at its usual threshold, which follows the peril until typed", async ({ page }) => {
  await signIn(page, "underwriter@example.com", DEMO_PASSWORD);
  await page.goto("/settings/rater");
  await waitForApp(page);
  const sandbox = page.getByRole("form", { name: "Rater sandbox" });
  await expect(sandbox.locator("#threshold-0")).toHaveValue("0.5");
  await sandbox.getByRole("button", { name: "Add a peril" }).click();
  await expect(sandbox.getByLabel("Peril 2", { exact: true })).toHaveValue("snowfall");
  await expect(sandbox.locator("#threshold-1")).toHaveValue("2");
  await sandbox.getByRole("button", { name: "Add a peril" }).click();
  await expect(sandbox.getByLabel("Peril 3", { exact: true })).toHaveValue("windSpeed");
  await expect(sandbox.getByLabel("Threshold (mph)")).toHaveValue("25");
  // Another peril in a row: its threshold moves to that peril's, unless one was typed.
  await sandbox.getByLabel("Peril 3", { exact: true }).selectOption("maximumTemperature");
  await expect(sandbox.locator("#threshold-2")).toHaveValue("95");
  await sandbox.getByLabel("Peril 3", { exact: true }).selectOption("minimumTemperature");
  await expect(sandbox.locator("#threshold-2")).toHaveValue("32");
  await sandbox.locator("#threshold-2").fill("28");
  await sandbox.getByLabel("Peril 3", { exact: true }).selectOption("maximumTemperature");
  await expect(sandbox.locator("#threshold-2")).toHaveValue("28");
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
  await expect(rain).toContainText("E2E Denver Test Station");
  await expect(rain).toContainText("Quotable");
  // 20 years (2026 back to 2007) × 2 days × 15 samples; rain on every 5th day.
  await expect(rain).toContainText("600 of 600");
  await expect(rain.getByRole("img", { name: /Hits per year for Rainfall/ })).toBeVisible();
  await expect(page.getByTestId("explanation-lightning")).toContainText("Usable samples");
  await expect(page.getByTestId("total-premium")).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await page.screenshot({ path: "e2e/.artifacts/rater-sandbox.png", fullPage: true });

  // The premium over a range of rainfall thresholds: 0.1–2 inches, the chosen 1 inch marked.
  // Rain of exactly 1 inch: every threshold up to 1 inch is hit on the same days, none above.
  const curve = page.getByTestId("threshold-curve-rainfall");
  await expect(curve.getByRole("img", { name: /Rainfall premium by threshold, chosen 1 in/ })).toBeVisible({ timeout: 20_000 });
  await expect(curve).toContainText("Threshold (in)");
  await expect(curve).toContainText("Premium (USD)");
  await expect(curve).toContainText("Chosen 1 in");
  const summary = (await curve.getByRole("img").getAttribute("aria-label"))!;
  const rainPremium = (await page.getByTestId("option-premium-rainfall").textContent())!.trim();
  expect(summary).toContain(`1 in ${rainPremium}`);
  expect(summary).toContain(`0.1 in ${rainPremium}`);
  expect(summary).not.toContain(`1.1 in ${rainPremium}`);
  await expect(page.getByTestId("threshold-curve-lightning")).toHaveCount(0);
  // From the top, so that the sticky header does not land in the middle of a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/sandbox-1280.png`, fullPage: true });
  await curve.screenshot({ path: `${SHOTS}/curve-1280.png` });
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(curve.locator(".recharts-line")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/sandbox-768.png`, fullPage: true });
  await curve.scrollIntoViewIfNeeded();
  await curve.screenshot({ path: `${SHOTS}/curve-768.png` });
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

test("the wizard's coverage step prices again as the broker changes a threshold or a limit", async ({ page }) => {
  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  const me = (await (await page.request.get("/api/myself")).json()) as { data: { id: number } };
  const place = { street: "1600 Broadway", city: "Denver", state: "CO", zipCode: "80202" };
  const draft = await page.request.post("/api/quotation", {
    data: {
      ...EMPTY_QUOTATION_FORM,
      brokerUserId: String(me.data.id),
      applicant: { name: "Larimer Square Events", email: "", ...place },
      kind: "EVENT",
      event: {
        name: "Larimer Block Party",
        type: "Festival",
        dateFrom: "2027-08-14",
        dateUntil: "2027-08-15",
        hoursFrom: "10:00",
        hoursTo: "18:00",
      },
      location: { name: "Larimer Square", ...place },
      limitPerDay: "10000",
      perils: ["rainfall"],
      coverage: { rainfall: { threshold: "0.5", limitPerDay: "10000" } },
      wizardStep: 6,
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const id = ((await draft.json()) as { data: { id: number } }).data.id;
  await page.goto(`/quotation/new?draft=${id}`);
  await waitForApp(page);
  await expect(page.getByTestId("wizard-step-title")).toHaveText("Coverage Options");

  // The row's text is its label (shown on narrow screens) and the amount.
  const premium = page.getByTestId("premium-rainfall");
  const amount = async () => (await premium.textContent())!.match(/\$[\d,]+\.\d{2}$/)?.[0];
  const endsWith = (money: string) => new RegExp(`${money.replace(/[$.]/g, "\\$&")}$`);
  const rated = (check: (perils: { threshold?: number; limitPerDay: number }[]) => boolean) =>
    page.waitForResponse((r) => r.url().endsWith("/api/rater/quote") && r.ok() && check(JSON.parse(r.request().postData()!).perils));

  // Rain of 1 inch on every 5th day: 0.5 and 1 inch are hit on the same days, 1.5 inches never.
  await expect(premium).toHaveText(/\$[\d,]+\.\d{2}$/, { timeout: 20_000 });
  const atHalfInch = (await amount())!;
  let answer = rated(([rain]) => rain.threshold === 1.5);
  await page.getByLabel("Rainfall Threshold").fill("1.5");
  await answer;
  await expect(premium).not.toHaveText(endsWith(atHalfInch));
  await expect(premium).toHaveText(/\$[\d,]+\.\d{2}$/);
  const atInchAndHalf = (await amount())!;

  answer = rated(([rain]) => rain.threshold === 1.5 && rain.limitPerDay === 20000);
  await page.getByLabel("Rainfall Limit per day").fill("20000");
  await answer;
  // Twice the limit, twice the premium (the same rate).
  const twice = (text: string) => formatMoney(new Decimal(text.replace(/[$,]/g, "")).times(2).toFixed(2));
  await expect(premium).toHaveText(endsWith(twice(atInchAndHalf)));

  answer = rated(([rain]) => rain.threshold === 0.5);
  await page.getByLabel("Rainfall Threshold").fill("0.5");
  await answer;
  await expect(premium).toHaveText(endsWith(twice(atHalfInch)));
});
