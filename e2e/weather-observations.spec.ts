import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signInApi } from "./support/api-client";
import { DEMO_PASSWORD, sql } from "./support/db";
import { signIn, waitForApp } from "./support/session";

// Settings › Weather observations (admins): a station of the spec's own, a CSV generated here
// uploaded, a day entered by hand and one corrected, each seen in the list of stored days and in
// the database; a bad CSV line named in the message and nothing written; brokers and underwriters
// get neither the menu entry nor the page nor the calls. Screenshots at 1280 and 768 px.

const OUT = "e2e/.artifacts/weather-observations";
mkdirSync(OUT, { recursive: true });

const STATION = { id: "USE2EOBS0001", name: "E2E CNTRL PK OBS", shown: "E2E Central Park Obs" };
const HEADER = "date,prcp_mm,snow_mm,tmax_c,tmin_c,awnd_ms,wsf2_ms,wt03";

test.beforeEach(async () => {
  await sql(
    `INSERT INTO "WeatherStation" (id, name, state, latitude, longitude) VALUES ($1, $2, 'NY', 40.78, -73.97) ON CONFLICT (id) DO NOTHING`,
    [STATION.id, STATION.name],
  );
  await sql(`DELETE FROM "WeatherObservation" WHERE "stationId" = $1`, [STATION.id]);
});

const stored = (date: string) =>
  sql<{ prcp: number | null; snow: number | null; tmax: number | null; tmin: number | null; thunder: boolean | null }>(
    `SELECT prcp, snow, tmax, tmin, thunder FROM "WeatherObservation" WHERE "stationId" = $1 AND date = $2::date`,
    [STATION.id, date],
  );

async function openStation(page: Page) {
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Weather observations" }).click();
  await expect(page.getByRole("heading", { name: "Weather observations", level: 1 })).toBeVisible();
  await expect(page.getByText("A save determines at once the covered days of the policies verified at that station.")).toBeVisible();
  await waitForApp(page);
  const row = page.getByTestId("weather-station").filter({ hasText: STATION.id });
  await expect(row).toContainText("NY");
  await expect(row).toContainText("None");
  await row.getByRole("link", { name: STATION.shown }).click();
  await expect(page).toHaveURL(new RegExp(`station=${STATION.id}`));
  await expect(page.getByRole("heading", { name: `${STATION.shown} (${STATION.id}, NY)` })).toBeVisible();
  await expect(row.getByRole("link", { name: STATION.shown })).toHaveAttribute("aria-current", "true");
  await waitForApp(page);
}

const csv = (lines: string[]) => ({ name: "days.csv", mimeType: "text/csv", buffer: Buffer.from(`${[HEADER, ...lines].join("\n")}\n`) });

test("an admin uploads a CSV, enters a day by hand and corrects one, and sees the stored days", async ({ page }) => {
  await openStation(page);
  const days = page.getByTestId("weather-days");
  await expect(days).toContainText("No days stored yet");

  // The upload: three days, one of them with every value, one almost empty.
  const upload = page.getByRole("region", { name: "Upload a CSV file" });
  await upload
    .getByLabel("CSV file")
    .setInputFiles(csv(["2026-07-03,15.7,0,31.4,21.1,4.6,12.1,1", "2026-07-04,,,-2.5,-10.2,,,0", "2026-07-05,0.3,,,,,,"]));
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(upload.getByTestId("upload-outcome")).toHaveText("3 days saved, 07/03/2026 to 07/05/2026. 0 loss determinations written.");
  await expect(page.getByTestId("snackbar")).toContainText("3 days saved");
  const rows = days.getByTestId("weather-day");
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText("07/05/2026");
  await expect(rows.nth(2)).toHaveText(/07\/03\/2026\s*Saved\s*15\.7\s*0\s*31\.4\s*21\.1\s*4\.6\s*12\.1\s*Observed/);
  await expect(rows.filter({ hasText: "Saved" })).toHaveCount(3);
  await expect(days.getByLabel("Show days up to")).toHaveValue("2026-07-05");
  // The column headers name the units.
  for (const header of [
    "Precipitation mm",
    "Snowfall mm",
    "Max. temperature °C",
    "Min. temperature °C",
    "Average wind m/s",
    "Fastest 2-min wind m/s",
    "Thunder wt03",
  ]) {
    await expect(days.getByRole("columnheader", { name: header })).toBeVisible();
  }
  const stationRow = page.getByTestId("weather-station").filter({ hasText: STATION.id });
  await expect(stationRow).toContainText("07/03/2026");
  await expect(stationRow).toContainText("07/05/2026");
  expect(await stored("2026-07-03")).toEqual([{ prcp: 157, snow: 0, tmax: 314, tmin: 211, thunder: true }]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${OUT}/upload-1280.png`, fullPage: true });

  // A day by hand: a value out of range is refused at its field, then the day is saved.
  const form = page.getByRole("region", { name: "Enter or correct a day" });
  await form.getByLabel("Date").fill("2026-07-06");
  await form.getByLabel("Precipitation (mm)").fill("12.7");
  await form.getByLabel("Maximum temperature (°C)").fill("70");
  await form.getByLabel("Fastest 2-minute wind (m/s)").fill("fast");
  await form.getByRole("button", { name: "Save day" }).click();
  await expect(form.getByTestId("field-error")).toHaveText([
    "Maximum temperature must be at most 65",
    "Fastest 2-minute wind must be a number",
  ]);
  await expect(form.getByLabel("Maximum temperature (°C)")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Maximum temperature (°C)")).toBeFocused();
  expect(await stored("2026-07-06")).toEqual([]);
  await form.getByLabel("Maximum temperature (°C)").fill("31.4");
  await form.getByLabel("Fastest 2-minute wind (m/s)").fill("");
  await form.getByLabel("Thunder").selectOption({ label: "Observed (wt03 1)" });
  await form.getByRole("button", { name: "Save day" }).click();
  await expect(form.getByTestId("day-outcome")).toHaveText("1 day saved, 07/06/2026. 0 loss determinations written.");
  await expect(form.getByTestId("field-error")).toHaveCount(0);
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toHaveText(/07\/06\/2026\s*Saved\s*12\.7\s*—missing\s*31\.4\s*—missing\s*—missing\s*—missing\s*Observed/);
  await expect(rows.filter({ hasText: "Saved" })).toHaveCount(1);
  expect(await stored("2026-07-06")).toEqual([{ prcp: 127, snow: null, tmax: 314, tmin: null, thunder: true }]);

  // A correction starts from the stored day: only the changed value changes.
  await rows.filter({ hasText: "07/04/2026" }).getByRole("button", { name: "Correct 07/04/2026" }).click();
  await expect(form.getByLabel("Date")).toHaveValue("2026-07-04");
  await expect(form.getByLabel("Maximum temperature (°C)")).toHaveValue("-2.5");
  await expect(form.getByLabel("Thunder")).toHaveValue("0");
  await expect(form.getByLabel("Precipitation (mm)")).toBeFocused();
  await form.getByLabel("Precipitation (mm)").fill("4.2");
  await form.getByRole("button", { name: "Save day" }).click();
  await expect(form.getByTestId("day-outcome")).toHaveText("1 day saved, 07/04/2026. 0 loss determinations written.");
  await expect(rows.filter({ hasText: "07/04/2026" })).toHaveText(/07\/04\/2026\s*Saved\s*4\.2\s*—missing\s*-2\.5\s*-10\.2/);
  expect(await stored("2026-07-04")).toEqual([{ prcp: 42, snow: null, tmax: -25, tmin: -102, thunder: false }]);

  // Older days: the list ends where asked.
  await days.getByLabel("Show days up to").fill("2026-07-04");
  await days.getByRole("button", { name: "Show", exact: true }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("07/04/2026");
  await days.getByRole("button", { name: "Latest days" }).click();
  await expect(rows).toHaveCount(4);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${OUT}/day-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByTestId("menu-button")).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(768);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${OUT}/page-768.png`, fullPage: true });
});

test("a bad CSV line is named in the message and nothing is saved", async ({ page }) => {
  await openStation(page);
  const upload = page.getByRole("region", { name: "Upload a CSV file" });
  const outcome = upload.getByTestId("upload-outcome");

  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(upload.getByTestId("field-error")).toHaveText("Choose a CSV file");

  await upload.getByLabel("CSV file").setInputFiles(csv(["2026-07-10,1.5,,,,,,", "2026-07-11,abc,,,,,,", "2026-07-12,,,,,,,"]));
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(outcome).toHaveAttribute("data-outcome", "failed");
  await expect(outcome).toContainText("Nothing was saved");
  await expect(outcome).toContainText("Line 3: prcp_mm must be a number");
  expect(await sql(`SELECT date FROM "WeatherObservation" WHERE "stationId" = $1`, [STATION.id])).toEqual([]);
  await expect(page.getByTestId("weather-days")).toContainText("No days stored yet");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${OUT}/bad-line-1280.png`, fullPage: true });

  const badHeader = { name: "days.csv", mimeType: "text/csv", buffer: Buffer.from("day,rain\n2026-07-10,1\n") };
  await upload.getByLabel("CSV file").setInputFiles(badHeader);
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(outcome).toContainText(`Line 1: the first line must be exactly ${HEADER}`);
  expect(await sql(`SELECT date FROM "WeatherObservation" WHERE "stationId" = $1`, [STATION.id])).toEqual([]);
});

for (const email of ["broker@example.com", "underwriter@example.com"]) {
  test(`${email} gets neither the menu entry, the page nor the calls`, async ({ page }) => {
    await signIn(page, email, DEMO_PASSWORD);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Weather observations" })).toHaveCount(0);
    await page.goto(`/settings/weather-observations?station=${STATION.id}`);
    await expect(page.getByTestId("forbidden")).toContainText("You do not have access to this page");
    await expect(page.getByRole("region", { name: "Stations" })).toHaveCount(0);

    const user = await signInApi(email);
    const answer = await user.post("/api/weather/observations", {
      stationId: STATION.id,
      observations: [{ date: "2026-07-03", prcp_mm: 1 }],
    });
    expect(answer.status).toBe(403);
    await user.dispose();
    expect(await sql(`SELECT date FROM "WeatherObservation" WHERE "stationId" = $1`, [STATION.id])).toEqual([]);
  });
}
