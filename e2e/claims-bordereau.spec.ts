import { mkdirSync, readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { expect, test, type Page } from "@playwright/test";
import { formatMoney, formatPercentPoints } from "@/lib/format/money";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import { CLAIMS_BORDEREAU_COLUMNS, type ClaimsBordereauRow, type ClaimsBordereauTotals } from "@/lib/reports/claims-bordereau";
import { currentMonthRange } from "@/lib/reports/bordereaux";
import type { StatisticsDto } from "@/lib/statistics/statistics";
import { signInApi } from "./support/api-client";
import { boundPolicy } from "./support/bound-policy";
import { DEMO_PASSWORD, sql } from "./support/db";
import { signIn, waitForApp } from "./support/session";

// The claims bordereau (decision D114) and the statistics' claims cards in the browser: claims
// written straight to the table on two policies bound through the API (a determined one, one paid today, one just notified),
// the underwriter's page reached from the menu with its rows, summary and totals equal to the API,
// the status filter, the CSV download parsed back; brokers get the forbidden page and 403; the
// statistics' four claims cards equal the API and are not cut off at 390 px. Screenshots at 1280
// and 390 px.

const OUT = "e2e/.artifacts/claims-bordereau";
mkdirSync(OUT, { recursive: true });
const UNDERWRITER = "underwriter@example.com";
const BROKER = "broker@example.com";
const month = currentMonthRange();
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());

type Made = { determined: string; paid: string; notified: string };
let made: Made;

/** A claim written straight to the table on a demo policy (the claim engine's columns), replacing a previous run's. */
/** A claim written straight to the table (the claim engine's columns). */
async function insertClaim(policy: PolicyDetailsDto, n: number, values: Record<string, unknown>): Promise<string> {
  const claimNumber = `${policy.policyNumber}-C${n}`;
  const columns = Object.keys(values);
  await sql(
    `INSERT INTO "Claim" ("claimNumber", "policyId", "brokerCompanyId", "brokerUserId", origin, "updatedAt", ${columns.map((c) => `"${c}"`).join(", ")})
     VALUES ($1, $2, (SELECT "brokerCompanyId" FROM "Policy" WHERE id = $2), (SELECT "brokerUserId" FROM "Policy" WHERE id = $2), 'AUTOMATIC', now(),
             ${columns.map((_, i) => `$${i + 3}`).join(", ")})`,
    [claimNumber, policy.id, ...Object.values(values)],
  );
  return claimNumber;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const first = await boundPolicy("Claims Bordereau County Fair");
  const second = await boundPolicy("Claims Bordereau Marathon");
  // A moment as the timestamp columns hold it (UTC, no zone).
  const now = new Date().toISOString();
  const determined = await insertClaim(first, 1, {
    status: "DETERMINED",
    createdAt: now,
    determinedAt: now,
    amount: "1234.56",
    grossAmount: "1234.56",
  });
  await sql(
    `INSERT INTO "LossDetermination" ("policyId", "claimId", date, peril, result, source, "limitPerDay", "updatedAt")
     SELECT "policyId", id, $2::date, 'rainfall', 'TRIGGERED', 'STATION', 10000, now() FROM "Claim" WHERE "claimNumber" = $1`,
    [determined, month.from],
  );
  const paid = await insertClaim(second, 1, {
    status: "PAID",
    createdAt: now,
    determinedAt: now,
    decidedAt: now,
    amount: "800.00",
    paidAt: today(),
    paidAmount: "800.00",
    paymentReference: "E2E-PAY-1",
  });
  const notified = await insertClaim(first, 2, { status: "NOTIFIED", createdAt: now, noticeDates: [month.from] });
  made = { determined, paid, notified };
});

const table = (page: Page) => page.getByRole("table", { name: "Claims bordereau" });

test("an underwriter reads this month's claims bordereau from the menu, filters it and downloads it", async ({ page }) => {
  const api = await signInApi(UNDERWRITER);
  const answer = await api.get<ClaimsBordereauRow[]>(`/api/report/claims-bordereaux?from=${month.from}&until=${month.until}&p[size]=100`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const rows = answer.body.data as ClaimsBordereauRow[];
  const totals = (answer.body as { metadata: { totals: ClaimsBordereauTotals } }).metadata.totals;
  const row = (claimNumber: string) => rows.find((r) => r.claimNumber === claimNumber)!;
  expect([row(made.determined).status, row(made.determined).outstanding, row(made.determined).perils]).toEqual([
    "DETERMINED",
    "1234.56",
    "Rainfall",
  ]);
  expect([row(made.paid).status, row(made.paid).paidThisPeriod, row(made.paid).paidToDate]).toEqual(["PAID", "800.00", "800.00"]);
  expect([row(made.notified).status, row(made.notified).outstanding]).toEqual(["NOTIFIED", "0.00"]);

  await signIn(page, UNDERWRITER, DEMO_PASSWORD);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Claims bordereau" }).click();
  await expect(page).toHaveURL(/\/report\/claims-bordereaux/);
  await expect(page.getByRole("heading", { name: "Claims bordereau" })).toBeVisible();
  await waitForApp(page);
  await expect(page.getByLabel("From")).toHaveValue(month.from);
  const determinedRow = table(page).getByRole("row").filter({ hasText: made.determined });
  await expect(determinedRow).toContainText("Determined");
  await expect(determinedRow).toContainText(formatMoney("1234.56"));
  await expect(determinedRow).toContainText("Rainfall");
  await expect(table(page).getByRole("row").filter({ hasText: made.paid })).toContainText(formatMoney("800.00"));
  const totalsRow = page.getByTestId("totals-row");
  await expect(totalsRow).toContainText(`Totals (all ${totals.claims} ${totals.claims === 1 ? "claim" : "claims"})`);
  await expect(totalsRow).toContainText(formatMoney(totals.outstanding));
  const summary = page.getByTestId("claims-bordereau-summary");
  for (const [label, value] of [
    ["Paid this period", totals.paidThisPeriod],
    ["Paid to date", totals.paidToDate],
    ["Outstanding", totals.outstanding],
  ] as const) {
    await expect(
      summary
        .locator("div")
        .filter({ has: page.getByText(label, { exact: true }) })
        .getByRole("definition"),
    ).toHaveText(formatMoney(value));
  }
  await page.screenshot({ path: `${OUT}/claims-bordereau-1280.png`, fullPage: true });
  // The status and money columns scrolled into view.
  await table(page).getByRole("columnheader", { name: "Outstanding" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/claims-bordereau-money-1280.png` });

  // Only the claims paid by the range's end.
  await page.getByLabel("Status at the range's end").selectOption("PAID");
  await expect(page).toHaveURL(/status=PAID/);
  await expect(table(page).getByRole("row").filter({ hasText: made.paid })).toHaveCount(1);
  await expect(table(page).getByRole("row").filter({ hasText: made.determined })).toHaveCount(0);

  // The CSV of the filtered range: the same figures as the API.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toBe(`claims-bordereaux_${month.from}_${month.until}.csv`);
  const records = parse(readFileSync(await download.path()), { bom: true }) as string[][];
  expect(records[0]).toEqual(CLAIMS_BORDEREAU_COLUMNS.map((c) => c.header));
  const paidLine = records.find((r) => r.includes(made.paid))!;
  expect(paidLine).toEqual(CLAIMS_BORDEREAU_COLUMNS.map((c) => c.value(row(made.paid)) ?? ""));
  expect(records.slice(1, -1).every((r) => r[CLAIMS_BORDEREAU_COLUMNS.findIndex((c) => c.key === "status")] === "Paid")).toBe(true);
  const xlsx = await api.request.get(`/api/report/claims-bordereaux.xlsx?from=${month.from}&until=${month.until}`);
  expect(xlsx.status()).toBe(200);
  expect(xlsx.headers()["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  await api.dispose();
});

test("brokers have no claims bordereau: no menu entry, the forbidden page, 403 from its calls", async ({ page }) => {
  await signIn(page, BROKER, DEMO_PASSWORD);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Claims bordereau" })).toHaveCount(0);
  await page.goto("/report/claims-bordereaux");
  await expect(page.getByTestId("forbidden")).toBeVisible();
  const broker = await signInApi(BROKER);
  for (const path of ["/api/report/claims-bordereaux", "/api/report/claims-bordereaux.csv", "/api/report/claims-bordereaux.xlsx"]) {
    expect((await broker.get(path)).status, path).toBe(403);
  }
  await broker.dispose();
});

test("the statistics' claims cards equal the API and are not cut off at 390 px", async ({ page }) => {
  const admin = await signInApi("admin@example.com");
  const answer = await admin.get<StatisticsDto>("/api/statistics?currentYear=true");
  await admin.dispose();
  const s = answer.body.data as StatisticsDto;
  expect(s.claims).toBeGreaterThanOrEqual(3);
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/statistics");
    await waitForApp(page);
    await expect(page.getByTestId("card-claims").getByTestId("card-value")).toHaveText(s.claims.toLocaleString("en-US"));
    await expect(page.getByTestId("card-claims-paid").getByTestId("card-value")).toHaveText(formatMoney(s.claimsPaid));
    await expect(page.getByTestId("card-claims-outstanding").getByTestId("card-value")).toHaveText(formatMoney(s.claimsOutstanding));
    await expect(page.getByTestId("card-loss-ratio").getByTestId("card-value")).toHaveText(formatPercentPoints(s.lossRatio));
    // Every card's text fits its card: nothing overflows or is clipped.
    const clipped = await page
      .locator("[data-testid^='card-']:not([data-testid='card-value'])")
      .evaluateAll((cards) =>
        cards.flatMap((card) =>
          [card, ...card.querySelectorAll("*")]
            .filter(
              (el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > card.getBoundingClientRect().right + 1,
            )
            .map((el) => `${card.getAttribute("data-testid")}: ${el.textContent}`),
        ),
      );
    expect(clipped, `${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width} px page width`).toBe(true);
    await page.screenshot({ path: `${OUT}/statistics-claims-${width}.png`, fullPage: width === 390 });
  }
});
