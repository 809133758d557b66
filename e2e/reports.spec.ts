import { mkdirSync, readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "@/lib/format/money";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import { todayIso } from "@/lib/format/calendar-day";
import { currentMonthRange, type BordereauRow, type BordereauTotals } from "@/lib/reports/bordereaux";
import { presetRange } from "@/lib/reports/range-presets";
import { signInApi } from "./support/api-client";
import { boundPolicy } from "./support/bound-policy";
import { DEMO_PASSWORD } from "./support/db";
import { signIn, waitForApp } from "./support/session";

// The bordereaux page (issue 13) in the browser: an underwriter's report of this month with a bind
// and a cancellation credit among its rows, a bind and its endorsement each with its own sum insured, the totals row equal to the API's totals, the
// validation message of a range whose until is not after its from, the type filter, the CSV
// download parsed back, screenshots at 1280 and 768 px; brokers get the forbidden page and 403.

const OUT = "e2e/.artifacts/reports";
mkdirSync(OUT, { recursive: true });
const BROKER = "broker@example.com";
const UNDERWRITER = "underwriter@example.com";

async function openReport(page: Page, query = "") {
  await page.goto(`/report/bordereaux${query}`);
  await expect(page.getByRole("heading", { name: "Bordereaux" })).toBeVisible();
  await waitForApp(page);
}

const table = (page: Page) => page.getByRole("table", { name: "Bordereaux" });

let kept: PolicyDetailsDto;
let cancelled: PolicyDetailsDto;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Two days at 20,000 a day: bound for a sum insured of 40,000, raised to 60,000 by an endorsement.
  kept = await boundPolicy("Bordereau Riverside Jazz Festival", "20000");
  cancelled = await boundPolicy("Bordereau Harbor Lights Parade");
  const underwriter = await signInApi(UNDERWRITER);
  const endorsed = await underwriter.post(`/api/policy/${kept.id}/endorsement`, {
    title: "Limit raised",
    content: "The limit per day is 30,000.",
    changes: { limitPerDay: "30000", coverage: { rainfall: { limitPerDay: "30000" } } },
  });
  expect(endorsed.status, JSON.stringify(endorsed.body)).toBe(201);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  const answer = await underwriter.post(`/api/policy/${cancelled.id}/cancel`, {
    reason: "The premium was not paid",
    cancellationDate: today,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await underwriter.dispose();
});

test("an underwriter reads this month's bordereau, filters it and downloads it", async ({ page }) => {
  const month = currentMonthRange();
  const api = await signInApi(UNDERWRITER);
  const answer = await api.get<BordereauRow[]>(`/api/report/bordereaux?from=${month.from}&until=${month.until}&p[size]=100`);
  expect(answer.status).toBe(200);
  const totals = (answer.body as { metadata: { totals: BordereauTotals } }).metadata.totals;
  const rows = answer.body.data as BordereauRow[];
  expect(rows.filter((r) => r.policyId === cancelled.id).map((r) => r.transactionType)).toEqual(["BIND", "CANCELLATION"]);
  // Each row carries the terms of its own transaction (D101): the bind its 40,000, the endorsement 60,000.
  expect(rows.filter((r) => r.policyId === kept.id).map((r) => [r.transactionType, r.sumInsured])).toEqual([
    ["BIND", "40000.00"],
    ["ENDORSEMENT", "60000.00"],
  ]);

  await signIn(page, UNDERWRITER, DEMO_PASSWORD);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bordereaux" }).click();
  await expect(page).toHaveURL(/\/report\/bordereaux/);
  await waitForApp(page);
  await expect(page.getByLabel("From")).toHaveValue(month.from);
  await expect(page.getByLabel("Until (excluded)")).toHaveValue(month.until);
  // Newest first: the three transactions made above lead the first page.
  await table(page).getByRole("button", { name: "Transaction Date" }).click();
  await expect(page).toHaveURL(/s%5Bdirection%5D=desc|s\[direction\]=desc/);
  const keptRows = table(page).getByRole("row").filter({ hasText: kept.policyNumber });
  await expect(keptRows).toHaveCount(2);
  await expect(keptRows.filter({ hasText: "New business" })).toContainText(formatMoney("40000.00"));
  await expect(keptRows.filter({ hasText: "New business" })).not.toContainText(formatMoney("60000.00"));
  await expect(keptRows.filter({ hasText: "Endorsement" })).toContainText(formatMoney("60000.00"));
  await expect(table(page).getByRole("row").filter({ hasText: cancelled.policyNumber })).toHaveCount(2);
  const totalsRow = page.getByTestId("totals-row");
  await expect(totalsRow).toContainText(`Totals (all ${totals.transactions} transactions)`);
  await expect(totalsRow).toContainText(formatMoney(totals.grossPremium));
  await expect(totalsRow).toContainText(formatMoney(totals.netPremium));
  // Every total is readable above the table, whatever its horizontal scroll.
  const summary = page.getByTestId("bordereaux-summary");
  for (const [label, value] of [
    ["Gross premium", totals.grossPremium],
    ["Commission", totals.commission],
    ["Net premium to underwriters", totals.netPremium],
    ["State tax", totals.stateTax],
    ["Stamping fee", totals.stampingFee],
    ["Municipality tax", totals.municipalityTax],
    ["Fees", totals.fees],
  ] as const) {
    await expect(summary.getByText(label, { exact: true })).toBeInViewport();
    await expect(
      summary
        .locator("div")
        .filter({ has: page.getByText(label, { exact: true }) })
        .getByRole("definition"),
    ).toHaveText(formatMoney(value));
  }
  await page.screenshot({ path: `${OUT}/bordereaux-1280.png`, fullPage: true });
  // The risk columns scrolled into view: the bind's sum insured beside the endorsement's.
  await table(page).getByRole("columnheader", { name: "Sum Insured" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/bordereaux-terms-1280.png` });

  // Only the cancellations: the credit shows negative.
  await page.getByLabel("Transaction type").selectOption("CANCELLATION");
  await expect(page).toHaveURL(/transactionType=CANCELLATION/);
  const credit = table(page).getByRole("row").filter({ hasText: cancelled.policyNumber });
  await expect(credit).toHaveCount(1);
  await expect(credit).toContainText("Cancellation");
  await expect(credit).toContainText("-$");
  await expect(table(page).getByRole("row").filter({ hasText: kept.policyNumber })).toHaveCount(0);

  // The CSV of the filtered range: header, the cancellation rows, totals.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toBe(`bordereaux_${month.from}_${month.until}.csv`);
  const records = parse(readFileSync(await download.path()), { bom: true }) as string[][];
  expect(records[0][1]).toBe("Certificate / Policy Number");
  const body = records.slice(1, -1);
  expect(body.every((r) => r[3] === "Cancellation")).toBe(true);
  expect(body.map((r) => r[1])).toContain(cancelled.policyNumber);
  expect(records[records.length - 1][0]).toMatch(/^Totals \(\d+ transactions?\)$/);
  const xlsx = await api.request.get(`/api/report/bordereaux.xlsx?from=${month.from}&until=${month.until}`);
  expect(xlsx.status()).toBe(200);
  expect(xlsx.headers()["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");

  // Until not after from: the message under the field, no request, no export.
  await page.getByLabel("Until (excluded)").fill(month.from);
  await expect(page.getByTestId("until-error")).toHaveText("Must be later than 'From' date");
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  await page.screenshot({ path: `${OUT}/bordereaux-invalid-range.png` });

  await page.setViewportSize({ width: 768, height: 1000 });
  await openReport(page);
  await expect(page.getByTestId("totals-row")).toBeVisible();
  await expect(page.getByTestId("bordereaux-summary").getByText("Fees", { exact: true })).toBeInViewport();
  await page.screenshot({ path: `${OUT}/bordereaux-768.png`, fullPage: true });
  await api.dispose();
});

test("the date presets set the range of both bordereaux, by mouse and by keyboard", async ({ page }) => {
  const month = currentMonthRange();
  const lastMonth = presetRange("lastMonth", todayIso());
  const yearToDate = presetRange("yearToDate", todayIso());
  await signIn(page, UNDERWRITER, DEMO_PASSWORD);
  await openReport(page);
  const presets = page.getByRole("group", { name: "Date presets" });
  // The default range is this month: its preset shows pressed.
  await expect(presets.getByRole("button", { name: "This month" })).toHaveAttribute("aria-pressed", "true");
  await presets.getByRole("button", { name: "Last month" }).click();
  await expect(page.getByLabel("From")).toHaveValue(lastMonth.from);
  await expect(page.getByLabel("Until (excluded)")).toHaveValue(lastMonth.until);
  await expect(page).toHaveURL(new RegExp(`from=${lastMonth.from}&until=${lastMonth.until}`));
  await expect(presets.getByRole("button", { name: "Last month" })).toHaveAttribute("aria-pressed", "true");
  await expect(presets.getByRole("button", { name: "This month" })).toHaveAttribute("aria-pressed", "false");
  // From the keyboard: Tab reaches the next preset, Enter presses it.
  await presets.getByRole("button", { name: "Last month" }).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(presets.getByRole("button", { name: "Year to date" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("From")).toHaveValue(yearToDate.from);
  await expect(page.getByLabel("Until (excluded)")).toHaveValue(yearToDate.until);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", new RegExp(`until=${yearToDate.until}`));

  // The claims bordereau has the same presets.
  await page.goto("/report/claims-bordereaux");
  await waitForApp(page);
  await expect(page.getByLabel("From")).toHaveValue(month.from);
  await page.getByRole("group", { name: "Date presets" }).getByRole("button", { name: "Last year" }).press(" ");
  const lastYear = presetRange("lastYear", todayIso());
  await expect(page.getByLabel("From")).toHaveValue(lastYear.from);
  await expect(page.getByLabel("Until (excluded)")).toHaveValue(lastYear.until);
});

test("brokers get the forbidden page and 403 from the report calls", async ({ page }) => {
  await signIn(page, BROKER, DEMO_PASSWORD);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bordereaux" })).toHaveCount(0);
  await page.goto("/report/bordereaux");
  await expect(page.getByTestId("forbidden")).toBeVisible();
  const broker = await signInApi(BROKER);
  for (const path of ["/api/report/bordereaux", "/api/report/bordereaux.csv", "/api/report/bordereaux.xlsx"]) {
    const answer = await broker.get(path);
    expect(answer.status, path).toBe(403);
  }
  await broker.dispose();
});
