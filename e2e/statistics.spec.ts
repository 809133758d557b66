import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { todayIso } from "@/lib/format/calendar-day";
import { formatMoney } from "@/lib/format/money";
import { presetRange } from "@/lib/reports/range-presets";
import type { StatisticsDto } from "@/lib/statistics/statistics";
import { signInApi } from "./support/api-client";
import { DEMO_PASSWORD, sql } from "./support/db";
import { signIn, waitForApp } from "./support/session";

// The statistics page (issue 13) in the browser: the four cards equal GET /api/statistics for the
// same filters, for an admin (with the broker filter and all four charts) and a broker (without
// them); the spec's message when the call fails; screenshots at 1280 and 768 px.

const OUT = "e2e/.artifacts/statistics";
mkdirSync(OUT, { recursive: true });

async function apiFigures(email: string, query: string): Promise<StatisticsDto> {
  const user = await signInApi(email);
  const answer = await user.get<StatisticsDto>(`/api/statistics?${query}`);
  await user.dispose();
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as StatisticsDto;
}

async function expectCards(page: Page, s: StatisticsDto) {
  await expect(page.getByTestId("card-live-quotations").getByTestId("card-value")).toHaveText(s.liveQuotations.toLocaleString("en-US"));
  await expect(page.getByTestId("card-policies").getByTestId("card-value")).toHaveText(s.policies.toLocaleString("en-US"));
  await expect(page.getByTestId("card-premium").getByTestId("card-value")).toHaveText(formatMoney(s.premium));
  await expect(page.getByTestId("card-commission").getByTestId("card-value")).toHaveText(formatMoney(s.commission));
}

test("an admin's statistics: cards equal the API, filters, charts", async ({ page }) => {
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Statistics" }).click();
  await expect(page.getByRole("heading", { name: "Statistics" })).toBeVisible();
  await waitForApp(page);
  await expect(page.getByLabel("Current year only")).toBeChecked();
  await expectCards(page, await apiFigures("admin@example.com", "currentYear=true"));
  await expect(page.getByRole("heading", { name: "Premium and policies by month" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Quotations by status" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Premium by broker company" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Binder capacity used" })).toBeVisible();
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  await page.screenshot({ path: `${OUT}/statistics-1280.png`, fullPage: true });

  // A broker company: the figures follow.
  const companies = (await apiFigures("admin@example.com", "currentYear=true")).options.brokerCompanies!;
  const brightline = companies.find((c) => c.name === "Brightline Brokers")!;
  await page.getByLabel("Broker", { exact: true }).selectOption(String(brightline.id));
  await expectCards(page, await apiFigures("admin@example.com", `currentYear=true&brokerCompanyId=${brightline.id}`));

  // All time (the year switched off, no range), then a range whose until is not after its from.
  await page.getByLabel("Current year only").uncheck();
  await expectCards(page, await apiFigures("admin@example.com", `brokerCompanyId=${brightline.id}`));
  await page.getByLabel("From").fill("2026-06-01");
  await page.getByLabel("Until (excluded)").fill("2026-05-01");
  await expect(page.getByTestId("until-error")).toHaveText("Must be later than 'From' date");

  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto("/statistics");
  await waitForApp(page);
  await expectCards(page, await apiFigures("admin@example.com", "currentYear=true"));
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  await page.screenshot({ path: `${OUT}/statistics-768.png`, fullPage: true });
});

test("a date preset switches the current year off and sets the range", async ({ page }) => {
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  await page.goto("/statistics");
  await waitForApp(page);
  await expect(page.getByLabel("Current year only")).toBeChecked();
  const presets = page.getByRole("group", { name: "Date presets" });
  await expect(presets.getByRole("button", { pressed: true })).toHaveCount(0);
  const quarter = presetRange("thisQuarter", todayIso());
  await presets.getByRole("button", { name: "This quarter" }).click();
  await expect(page.getByLabel("Current year only")).not.toBeChecked();
  await expect(page.getByLabel("From")).toHaveValue(quarter.from);
  await expect(page.getByLabel("Until (excluded)")).toHaveValue(quarter.until);
  await expect(presets.getByRole("button", { name: "This quarter" })).toHaveAttribute("aria-pressed", "true");
  await expectCards(page, await apiFigures("admin@example.com", `from=${quarter.from}&until=${quarter.until}`));
});

test("a broker's statistics: its own figures, no broker filter or broker chart", async ({ page }) => {
  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  await page.goto("/statistics");
  await waitForApp(page);
  await expectCards(page, await apiFigures("broker@example.com", "currentYear=true"));
  await expect(page.getByLabel("Broker", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Premium by broker company" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Binder capacity used" })).toHaveCount(0);
  const broker = await signInApi("broker@example.com");
  expect((await broker.get("/api/statistics?brokerCompanyId=1")).status).toBe(403);
  await broker.dispose();
  await page.screenshot({ path: `${OUT}/statistics-broker-1280.png`, fullPage: true });
});

test("the spec's message when the statistics cannot be fetched", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "underwriter@example.com", DEMO_PASSWORD);
  await page.route("**/api/statistics**", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "INTERNAL_ERROR", message: "Something went wrong." } }),
    }),
  );
  await page.goto("/statistics");
  await waitForApp(page);
  // The query is retried (with backoff) before the message shows.
  await expect(page.getByTestId("statistics-error")).toContainText("Could not fetch statistics data", { timeout: 45_000 });
  // The filters keep their choices: they come with the page, not with the figures.
  const binders = await sql<{ uniqueMarketReference: string }>(`SELECT "uniqueMarketReference" FROM "Binder"`);
  expect(binders.length).toBeGreaterThan(0);
  for (const b of binders) await expect(page.getByLabel("Binder").locator("option", { hasText: b.uniqueMarketReference })).toHaveCount(1);
  await expect(page.getByLabel("Broker", { exact: true }).locator("option", { hasText: "Brightline Brokers" })).toHaveCount(1);
  await page.screenshot({ path: `${OUT}/statistics-error-1280.png`, fullPage: true });
});
