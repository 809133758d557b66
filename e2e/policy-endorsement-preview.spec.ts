import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "@/lib/format/money";
import type { EndorsementPreviewDto } from "@/lib/policies/endorsement-preview";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { eventForm, signInApi } from "./support/api-client";
import { DEMO_PASSWORD, sql } from "./support/db";
import { signIn, waitForApp } from "./support/session";
import { uploadDocument } from "./support/signed-quotation";

// An endorsement of a policy with a peril the underwriter priced by hand (decisions D47, D104): a
// concert at Central Park (ZIP 10024), where no station within reach records thunder, so the
// rater cannot price lightning and the underwriter gave it 450.00 at review. The underwriter
// raises the limit per day: the dialog says what that does to each peril's limit, shows the priced
// result from the preview (lightning's premium follows its limit at the underwriter's rate), and
// issues the endorsement only on confirmation, with the figures previewed.

const OUT = "e2e/.artifacts/policy-endorsement-preview";
test.describe.configure({ timeout: 240_000 });
mkdirSync(OUT, { recursive: true });

const BROKER = "broker@example.com";
const UNDERWRITER = "underwriter@example.com";

/** Rainfall (the rater's) and lightning (the underwriter's 450.00), referred, reviewed, signed in the database and bound. */
async function policyWithHandPricedLightning(): Promise<PolicyDetailsDto> {
  const broker = await signInApi(BROKER);
  const rated = await broker.submitted(
    eventForm(broker.id, {
      applicant: { name: "Great Lawn Summer Stage" },
      perils: ["rainfall", "lightning"],
      coverage: { rainfall: { threshold: "0.5", limitPerDay: "10000" }, lightning: { threshold: "", limitPerDay: "10000" } },
    }),
  );
  expect(rated.status).toBe("REFERRED_TO_UNDERWRITER");
  const lightning = rated.current.perils.find((p) => p.peril === "lightning")!;
  expect(lightning.quotable, "the rater cannot price lightning at Central Park").toBe(false);
  const underwriter = await signInApi(UNDERWRITER);
  const reviewed = await underwriter.post<QuotationDetailsDto>(`/api/quotation/${rated.id}/review`, {
    decision: "amend",
    premiums: { lightning: "450.00" },
  });
  expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
  const prebound = await broker.post<QuotationDetailsDto>(`/api/quotation/${rated.id}/select-options`, {
    perils: ["rainfall", "lightning"],
    claimsVerificationSource: "CLOSEST_WEATHER_STATION",
  });
  expect(prebound.status, JSON.stringify(prebound.body)).toBe(200);
  await sql(`UPDATE "QuotationVersion" SET status = 'SIGNED' WHERE "quotationId" = $1 AND status = 'PRE_BOUND'`, [rated.id]);
  await sql(`UPDATE "Quotation" SET status = 'SIGNED' WHERE id = $1`, [rated.id]);
  await uploadDocument(broker, rated.id, `iwo-${rated.id}.pdf`, "IWO");
  const number = `WEP-END-${rated.id}-${Date.now().toString(36).toUpperCase()}`;
  const bound = await underwriter.post<PolicyDetailsDto>(`/api/quotation/${rated.id}/bind`, { policyNumber: number });
  expect(bound.status, JSON.stringify(bound.body)).toBe(201);
  await broker.dispose();
  await underwriter.dispose();
  return bound.body.data as PolicyDetailsDto;
}

async function policyDto(id: number): Promise<PolicyDetailsDto> {
  const underwriter = await signInApi(UNDERWRITER);
  const answer = await underwriter.get<PolicyDetailsDto>(`/api/policy/${id}`);
  await underwriter.dispose();
  expect(answer.status).toBe(200);
  return answer.body.data as PolicyDetailsDto;
}

/** The open dialog at 1280 px and at 390 px (a phone), the whole dialog scrolled into view. */
async function dialogShots(page: Page, name: string) {
  await page.screenshot({ path: `${OUT}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(200);
}

test("an underwriter previews a higher limit per day on a policy with hand-priced lightning, then issues it", async ({ page }) => {
  const policy = await policyWithHandPricedLightning();
  const byPeril = new Map(policy.item.perils.map((p) => [p.peril, p]));
  expect(byPeril.get("lightning")?.premium).toBe("450.00");
  const rainfallBefore = byPeril.get("rainfall")!.premium!;

  await signIn(page, UNDERWRITER, DEMO_PASSWORD);
  await page.goto(`/policy/${policy.id}`);
  await expect(page.getByRole("heading", { name: `Policy ${policy.policyNumber}` })).toBeVisible();
  await waitForApp(page);
  await page.getByRole("toolbar", { name: "Policy actions" }).getByRole("button", { name: "Create endorsement" }).click();
  const dialog = page.getByTestId("endorsement-dialog");
  await dialog.getByLabel("Title").fill("Higher limit per day");
  await dialog.getByRole("textbox", { name: "Wording" }).fill("The limit per day is raised to $20,000 for every insured peril.");
  await dialog.getByRole("checkbox", { name: /^Change the cover/ }).check();

  // Amounts read as everywhere else: "10,000", not "10000.00".
  const limit = dialog.getByRole("textbox", { name: "Limit per day", exact: true });
  await expect(limit).toHaveValue("10,000");
  await expect(dialog.getByLabel("Lightning limit per day")).toHaveValue("10,000");
  await limit.fill("20000");
  await limit.blur();
  await expect(limit).toHaveValue("20,000");
  // What the new limit does to each peril, and the perils' own fields follow.
  await expect(dialog.getByTestId("limit-effect")).toHaveText(
    `Rainfall, Lightning: limit per day ${formatMoney("10000")} → ${formatMoney("20000")}`,
  );
  await expect(dialog.getByLabel("Rainfall limit per day")).toHaveValue("20,000");
  await expect(dialog.getByLabel("Lightning limit per day")).toHaveValue("20,000");
  await limit.scrollIntoViewIfNeeded();
  await dialogShots(page, "endorsement-form");

  const previewed = page.waitForResponse(
    (r) => r.url().endsWith(`/api/policy/${policy.id}/endorsement/preview`) && r.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Preview endorsement" }).click();
  const preview = ((await (await previewed).json()) as { data: EndorsementPreviewDto }).data;
  await expect(dialog.getByRole("heading", { name: `Check endorsement on ${policy.policyNumber}` })).toBeVisible();
  const shown = dialog.getByTestId("endorsement-preview");

  // Lightning 450.00 × 20,000 ÷ 10,000 = 900.00, at the underwriter's rate; rainfall rated again.
  const lightningRow = shown.getByTestId("preview-perils").locator("tr[data-peril=lightning]");
  await expect(lightningRow).toContainText(`${formatMoney("450")} → ${formatMoney("900")}`);
  await expect(lightningRow).toContainText("Underwriter's rate on the new limit");
  await expect(lightningRow).toContainText(`${formatMoney("10000")} → ${formatMoney("20000")}`);
  const rainfall = preview.perils.find((p) => p.peril === "rainfall")!;
  expect(rainfall).toMatchObject({ premiumBefore: rainfallBefore, pricing: "rater" });
  await expect(shown.getByTestId("preview-perils").locator("tr[data-peril=rainfall]")).toContainText(formatMoney(rainfall.premium));
  expect(preview.invoice).not.toBeNull();
  await expect(shown.getByTestId("preview-premium")).toContainText(
    `${formatMoney(preview.premiumBefore)} → ${formatMoney(preview.premiumAfter)}`,
  );
  await expect(shown.getByTestId("premium-change")).toContainText(
    `${preview.premiumChange.startsWith("-") ? "Return" : "Additional"} premium ${formatMoney(preview.premiumChange.replace(/^-/, ""))}`,
  );
  const invoiceRows = shown.getByTestId("preview-invoice").getByRole("row");
  await expect(invoiceRows).toHaveText(preview.invoice!.lines.map((l) => `${l.label}${formatMoney(l.amount)}`));
  await expect(invoiceRows.last()).toContainText(`Amount due${formatMoney(preview.invoice!.amountDue)}`);
  // No raw decimals anywhere in the figures.
  await expect(shown).not.toContainText(/\d{5}\.\d{2}/);
  await dialogShots(page, "endorsement-preview");

  // Nothing is issued before the confirmation.
  expect((await policyDto(policy.id)).endorsements).toHaveLength(0);
  await dialog.getByRole("button", { name: "Issue endorsement" }).click();
  await expect(dialog.getByRole("heading", { name: "Endorsement 1 issued" })).toBeVisible();
  await expect(dialog.getByTestId("rerating-result")).toContainText(formatMoney(preview.premiumChange.replace(/^-/, "")));
  await dialogShots(page, "endorsement-issued");
  await dialog.getByRole("button", { name: "Done" }).click();

  // The endorsement and its invoice carry the previewed figures.
  const dto = await policyDto(policy.id);
  expect(dto.endorsements.map((e) => [e.endorsementNumber, e.premiumChange, e.premiumAfter])).toEqual([
    [1, preview.premiumChange, preview.premiumAfter],
  ]);
  expect(dto.premium).toBe(preview.premiumAfter);
  const invoice = dto.invoices.find((i) => i.kind === "ENDORSEMENT")!;
  expect({ amountDue: invoice.amountDue, lines: invoice.lines }).toEqual({
    amountDue: preview.invoice!.amountDue,
    lines: preview.invoice!.lines,
  });
  expect(dto.item.perils.map((p) => [p.peril, p.limitPerDay, p.premium])).toEqual(
    preview.perils.map((p) => [p.peril, p.limitPerDay, p.premium]),
  );
  const row = page.getByTestId("endorsement").filter({ hasText: "Higher limit per day" });
  await expect(row).toHaveAttribute("data-number", "1");
});
