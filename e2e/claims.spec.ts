import { mkdirSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import { eventForm, isoDay, signInApi } from "./support/api-client";
import { DEMO_PASSWORD, sql } from "./support/db";
import { linkIn, waitForMailMatching } from "./support/mailbox";
import { signIn, signOut, waitForApp } from "./support/session";
import { uploadDocument } from "./support/signed-quotation";

// Claims in the browser, as people meet them (docs/claims.md). A policy is bound through the API
// (the bind flow has its own specs), its covered days are moved into the past in the database (no
// flow makes an event happen sooner), and an admin posts the station's observations of those days
// through POST /api/weather/observations, as the Settings page or a script would: the portal then
// determines the days, opens the claim by itself and emails the broker. The broker follows the
// email's letter link and finds the claim on the policy page; the underwriter approves it and
// records the payment; a broker of another company gets the not-found page. A second policy's
// broker notifies a loss for a day the record shows did not trigger, and the underwriter declines
// it with the keyboard alone. A policy verified by an off-site observer waits for the observer's
// report: the underwriter finds its day among the days without data and enters the report on the
// claim. Needs the weather folder (WEATHER_DATA_DIR) for the rating.

const OUT = "e2e/.artifacts/claims";
test.describe.configure({ timeout: 300_000 });
mkdirSync(OUT, { recursive: true });

const BROKER = "broker@example.com";
const UNDERWRITER = "underwriter@example.com";
const ADMIN = "admin@example.com";
const OTHER_BROKER = "broker@harbor.example.com";

/**
 * A two-day concert at Central Park, rainfall 0.5 in at 10,000.00 a day, verified by `source`,
 * bound; its covered days then moved to `days`.
 */
async function pastPolicy(
  insured: string,
  days: [string, string],
  source: "CLOSEST_WEATHER_STATION" | "OFFSITE_OBSERVER" = "CLOSEST_WEATHER_STATION",
): Promise<PolicyDetailsDto> {
  const broker = await signInApi(BROKER);
  const rated = await broker.submitted(
    eventForm(broker.id, {
      applicant: { name: insured },
      perils: ["rainfall"],
      coverage: { rainfall: { threshold: "0.5", limitPerDay: "10000" } },
      priorLoss: "yes",
      priorLossDetails: "Rain-out in 2023",
      claimsVerificationSource: source,
    }),
  );
  expect(rated.status).toBe("REFERRED_TO_UNDERWRITER");
  const underwriter = await signInApi(UNDERWRITER);
  const reviewed = await underwriter.post(`/api/quotation/${rated.id}/review`, { decision: "amend", premiums: { rainfall: "1500.00" } });
  expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
  const prebound = await broker.post(`/api/quotation/${rated.id}/select-options`, {
    perils: ["rainfall"],
    claimsVerificationSource: source,
  });
  expect(prebound.status, JSON.stringify(prebound.body)).toBe(200);
  await sql(`UPDATE "QuotationVersion" SET status = 'SIGNED' WHERE "quotationId" = $1 AND status = 'PRE_BOUND'`, [rated.id]);
  await sql(`UPDATE "Quotation" SET status = 'SIGNED' WHERE id = $1`, [rated.id]);
  await uploadDocument(broker, rated.id, `iwo-${rated.id}.pdf`, "IWO");
  const number = `WEP-CLM-${rated.id}-${Date.now().toString(36).toUpperCase()}`;
  const bound = await underwriter.post<PolicyDetailsDto>(`/api/quotation/${rated.id}/bind`, { policyNumber: number });
  expect(bound.status, JSON.stringify(bound.body)).toBe(201);
  await broker.dispose();
  await underwriter.dispose();
  const policy = bound.body.data as PolicyDetailsDto;
  // The event happened: its days lie in the past (bound before they began).
  await sql(
    `UPDATE "QuotationVersion" SET "eventDateFrom" = $2::date, "eventDateUntil" = $3::date, "datesOfCoverage" = ARRAY[$2::date, $3::date] WHERE id = (SELECT "quotationVersionId" FROM "Policy" WHERE id = $1)`,
    [policy.id, ...days],
  );
  await sql(`UPDATE "Policy" SET "dateFrom" = $2::date, "dateUntil" = $3::date WHERE id = $1`, [policy.id, ...days]);
  return policy;
}

/** The station the rating chose for the policy's rainfall. */
async function rainStation(policyId: number): Promise<string> {
  const [row] = await sql<{ station: string }>(
    `SELECT o->'station'->>'id' AS station
     FROM "Policy" p JOIN "QuotationVersion" v ON v.id = p."quotationVersionId", jsonb_array_elements(v.rating->'result'->'options') o
     WHERE p.id = $1 AND o->>'peril' = 'rainfall'`,
    [policyId],
  );
  expect(row?.station).toBeTruthy();
  return row.station;
}

/** An admin posts the station's rain (mm) of the days, as POST /api/weather/observations takes it. */
async function postRain(stationId: string, rain: [string, number][]) {
  const admin = await signInApi(ADMIN);
  const answer = await admin.post<{ saved: number; determinations: number }>("/api/weather/observations", {
    stationId,
    observations: rain.map(([date, mm]) => ({ date, prcp_mm: mm })),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await admin.dispose();
  return answer.body.data!;
}

async function claimsOf(policyId: number) {
  return sql<{ id: number; claimNumber: string; status: string }>(
    `SELECT id, "claimNumber", status::text FROM "Claim" WHERE "policyId" = $1 ORDER BY id`,
    [policyId],
  );
}

const claimStatus = (page: Page) => page.getByTestId("claim-general").getByTestId("claim-status");
const toolbar = (page: Page) => page.getByRole("toolbar", { name: "Claim actions" });

async function openClaim(page: Page, claim: { id: number; claimNumber: string }) {
  await page.goto(`/claim/${claim.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Claim ${claim.claimNumber}` })).toBeVisible();
  await waitForApp(page);
}

async function expectSnackbar(page: Page, text: string | RegExp) {
  await expect(page.getByTestId("snackbar").filter({ hasText: text }).last()).toBeVisible();
}

/** The peril rows of one loss day: [peril, observed, threshold, result]. */
async function lossDay(table: Locator, date: string) {
  const rows = table.locator(`[data-testid="loss-day"][data-date="${date}"] [data-testid="loss-day-peril"]`);
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [
      tr.getAttribute("data-peril"),
      tr.querySelector("[data-testid=observed]")?.textContent?.trim(),
      tr.querySelector("[data-testid=threshold]")?.textContent?.trim(),
      tr.querySelector("[data-testid=determination-result]")?.textContent?.trim(),
    ]),
  );
}

/** The page (or one card) at 1280 and 768 px. */
async function shots(page: Page, name: string, target?: Locator) {
  for (const close of await page.getByTestId("snackbar").getByRole("button", { name: "Close" }).all())
    await close.click({ timeout: 1_000 }).catch(() => undefined);
  await expect(page.getByTestId("snackbar"))
    .toHaveCount(0, { timeout: 6_000 })
    .catch(() => undefined);
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 1024 });
    await page.waitForTimeout(200);
    await page.evaluate(() => window.scrollTo(0, 0));
    if (target) await target.screenshot({ path: `${OUT}/${name}-${width}.png` });
    else await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a rainy day opens a claim: the broker gets the letter, the underwriter approves and pays it, another company sees nothing", async ({
  page,
}) => {
  const [wet, dry] = [isoDay(-4), isoDay(-3)];
  const policy = await pastPolicy(`Claims Harbour Jazz Weekend ${Date.now().toString(36)}`, [wet, dry]);
  const station = await rainStation(policy.id);

  // 20 mm (0.787 in) on the first day reaches the 0.5 in threshold; 2 mm on the second does not.
  await postRain(station, [
    [wet, 20],
    [dry, 2],
  ]);
  const [claim] = await claimsOf(policy.id);
  expect(claim).toMatchObject({ claimNumber: `${policy.policyNumber}-C1`, status: "DETERMINED" });

  // The broker's email names the claim and carries a signed link to the letter, which opens without signing in.
  const mail = await waitForMailMatching(BROKER, new RegExp(`Claim ${claim.claimNumber} determined`));
  const letter = await page.request.get(linkIn(mail, "/print/claim/"));
  expect(letter.status()).toBe(200);
  expect(letter.headers()["content-type"]).toBe("application/pdf");

  // The broker finds the claim on the policy page's Claims card, the days beside their thresholds.
  await signIn(page, BROKER, DEMO_PASSWORD);
  await page.goto(`/policy/${policy.id}`);
  await expect(page.getByRole("heading", { name: `Policy ${policy.policyNumber}` })).toBeVisible();
  await waitForApp(page);
  const card = page.getByTestId("policy-claims");
  await expect(card.getByTestId("policy-claim")).toHaveCount(1);
  await expect(card.getByTestId("policy-claim").getByTestId("claim-status")).toHaveText("Determined");
  await expect(card.getByTestId("policy-claim-amount")).toHaveText("$10,000.00");
  expect(await lossDay(card, wet)).toEqual([["rainfall", "0.787 in", "≥ 0.5 in", "Triggered"]]);
  expect(await lossDay(card, dry)).toEqual([["rainfall", "0.078 in", "≥ 0.5 in", "Not triggered"]]);
  await expect(card.locator(`[data-date="${wet}"] [data-testid=day-amount]`)).toHaveText("$10,000.00");
  await expect(card.locator(`[data-date="${dry}"] [data-testid=day-amount]`)).toHaveText("$0.00");
  await shots(page, "policy-claims-card", card);

  // The claim page: no actions for the broker, the loss days, the amount, the letter.
  await card.getByRole("link", { name: claim.claimNumber }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Claim ${claim.claimNumber}` })).toBeVisible();
  await waitForApp(page);
  await expect(claimStatus(page)).toHaveText("Determined");
  await expect(toolbar(page)).toHaveCount(0);
  expect(await lossDay(page.getByTestId("claim-loss-days"), wet)).toEqual([["rainfall", "0.787 in", "≥ 0.5 in", "Triggered"]]);
  await expect(page.getByTestId("claim-amount")).toHaveText("$10,000.00");
  const letterLink = page.getByRole("link", { name: "Determination letter (PDF)" });
  const signedIn = await page.request.get((await letterLink.getAttribute("href"))!);
  expect(signedIn.headers()["content-type"]).toBe("application/pdf");
  await expect(page.getByTestId("audit-event").first()).toContainText("Determined from the weather record");
  await signOut(page);

  // The underwriter comes from the home page's card to the list of claims to decide.
  await signIn(page, UNDERWRITER, DEMO_PASSWORD);
  await page.getByTestId("attention-c-DETERMINED").click();
  await page.waitForURL(/\/claim\?status=DETERMINED/);
  await expect(page.getByRole("heading", { level: 1, name: "Claims" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: claim.claimNumber });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Determined");
  await expect(row).toContainText("$10,000.00");
  await shots(page, "claims-list");
  await row.getByRole("link", { name: claim.claimNumber }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Claim ${claim.claimNumber}` })).toBeVisible();
  await waitForApp(page);
  await expect(toolbar(page).getByRole("button")).toHaveText(["Approve claim", "Decline claim"]);
  await shots(page, "claim-determined");

  // Approve: the confirmation shows the amount.
  await toolbar(page).getByRole("button", { name: "Approve claim" }).click();
  const approve = page.getByRole("alertdialog", { name: `Approve claim ${claim.claimNumber}?` });
  await expect(approve.getByTestId("approve-claim-amount")).toContainText("$10,000.00");
  await approve.getByRole("button", { name: "Approve claim" }).click();
  await expectSnackbar(page, `Claim ${claim.claimNumber} approved: $10,000.00`);
  await expect(claimStatus(page)).toHaveText("Approved");
  await expect(toolbar(page).getByRole("button")).toHaveText(["Record payment"]);

  // Record payment: the reference is required.
  await toolbar(page).getByRole("button", { name: "Record payment" }).click();
  const payment = page.getByTestId("claim-payment-dialog");
  await payment.getByRole("button", { name: "Record payment" }).click();
  await expect(payment.getByTestId("field-error")).toHaveText(["This field is required"]);
  await payment.getByLabel("Payment reference").fill("WIRE-2026-0042");
  await payment.getByRole("button", { name: "Record payment" }).click();
  await expectSnackbar(page, `Payment of $10,000.00 recorded: claim ${claim.claimNumber} is paid`);
  await expect(claimStatus(page)).toHaveText("Paid");
  await expect(toolbar(page)).toHaveCount(0);
  await expect(page.getByTestId("claim-general")).toContainText("WIRE-2026-0042");
  await shots(page, "claim-paid");
  await signOut(page);

  // The broker is told, and sees the claim paid.
  await waitForMailMatching(BROKER, new RegExp(`Claim ${claim.claimNumber} paid`));
  await signIn(page, BROKER, DEMO_PASSWORD);
  await openClaim(page, claim);
  await expect(claimStatus(page)).toHaveText("Paid");
  await expect(page.getByTestId("claim-paid-amount")).toHaveText("$10,000.00");
  await page.goto("/claim");
  await waitForApp(page);
  await expect(page.getByRole("row").filter({ hasText: claim.claimNumber })).toContainText("Paid");
  await signOut(page);

  // A broker of another company: the claim does not exist for them.
  await signIn(page, OTHER_BROKER, DEMO_PASSWORD);
  const response = await page.goto(`/claim/${claim.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Unfortunately, this page does not exist." })).toBeVisible();
  await page.goto("/claim");
  await waitForApp(page);
  await expect(page.getByRole("row").filter({ hasText: claim.claimNumber })).toHaveCount(0);
});

test("a loss notice for a day that did not trigger shows the observed figures, and the underwriter declines it by keyboard", async ({
  page,
}) => {
  const [first, second] = [isoDay(-7), isoDay(-6)];
  const policy = await pastPolicy(`Claims Meadow Fair ${Date.now().toString(36)}`, [first, second]);
  const station = await rainStation(policy.id);
  // 3 mm (0.118 in) and 1 mm: neither day reaches 0.5 in, so no claim opens by itself.
  await postRain(station, [
    [first, 3],
    [second, 1],
  ]);
  expect(await claimsOf(policy.id)).toEqual([]);

  await signIn(page, BROKER, DEMO_PASSWORD);
  await page.goto(`/policy/${policy.id}`);
  await expect(page.getByRole("heading", { name: `Policy ${policy.policyNumber}` })).toBeVisible();
  await waitForApp(page);
  const card = page.getByTestId("policy-claims");
  expect(await lossDay(card, first)).toEqual([["rainfall", "0.118 in", "≥ 0.5 in", "Not triggered"]]);

  await card.getByRole("button", { name: "Notify a loss" }).click();
  const dialog = page.getByTestId("loss-notice-dialog");
  // Nothing chosen: the dates and the description are required.
  await dialog.getByRole("button", { name: "Send loss notice" }).click();
  await expect(dialog.getByTestId("field-error")).toHaveCount(2);
  await dialog
    .getByRole("group", { name: /Loss dates/ })
    .getByRole("checkbox")
    .first()
    .check();
  await dialog.getByRole("checkbox", { name: "Rainfall" }).check();
  await dialog.getByLabel("What happened").fill("Heavy showers all afternoon: the fair closed at 2 pm.");
  await dialog.getByLabel("Attachments").setInputFiles({
    name: "closure-notice.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
  });
  await shots(page, "loss-notice-dialog", dialog);
  await dialog.getByRole("button", { name: "Send loss notice" }).click();

  // The claim page opens with the record's figures: the day did not trigger, the claim pays nothing.
  await page.waitForURL(/\/claim\/\d+$/);
  const [claim] = await claimsOf(policy.id);
  await expect(page.getByRole("heading", { level: 1, name: `Claim ${claim.claimNumber}` })).toBeVisible();
  await waitForApp(page);
  await expect(claimStatus(page)).toHaveText("Determined");
  expect(await lossDay(page.getByTestId("claim-loss-days"), first)).toEqual([["rainfall", "0.118 in", "≥ 0.5 in", "Not triggered"]]);
  await expect(page.getByTestId("claim-amount")).toHaveText("$0.00");
  await expect(page.getByTestId("claim-notice")).toContainText("the fair closed at 2 pm");
  await expect(page.getByTestId("claim-files").getByRole("link", { name: "closure-notice.pdf" })).toBeVisible();
  await shots(page, "claim-notice");
  await signOut(page);

  // The underwriter declines it with the keyboard alone: Tab to the button, Enter, type, Tab to "Decline claim", Enter.
  await signIn(page, UNDERWRITER, DEMO_PASSWORD);
  await openClaim(page, claim);
  await expect(toolbar(page).getByRole("button")).toHaveText(["Decline claim"]);
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
  for (let i = 0; i < 80 && (await focusedText()) !== "Decline claim"; i++) await page.keyboard.press("Tab");
  expect(await focusedText()).toBe("Decline claim");
  await page.keyboard.press("Enter");
  const decline = page.getByRole("alertdialog", { name: `Decline claim ${claim.claimNumber}` });
  await expect(decline).toBeVisible();
  await expect(decline.getByLabel("Reason")).toBeFocused();
  await page.keyboard.type("The station recorded 0.118 in of rain, below the 0.5 in threshold.");
  for (let i = 0; i < 10 && (await focusedText()) !== "Decline claim"; i++) await page.keyboard.press("Tab");
  expect(await focusedText()).toBe("Decline claim");
  await page.keyboard.press("Enter");
  await expect(decline).toHaveCount(0);
  await expect(claimStatus(page)).toHaveText("Declined");
  await expect(page.getByTestId("claim-decline-reason")).toHaveText("The station recorded 0.118 in of rain, below the 0.5 in threshold.");
  await expect(page.getByRole("link", { name: "Determination letter (PDF)" })).toBeVisible();
  await shots(page, "claim-declined");
});

test("an observer's policy: the day waits without data until the underwriter enters the observer report", async ({ page }) => {
  // More than ten days ago: a day still without data is listed to the underwriters.
  const [first, second] = [isoDay(-15), isoDay(-14)];
  const policy = await pastPolicy(`Claims Riverbank Regatta ${Date.now().toString(36)}`, [first, second], "OFFSITE_OBSERVER");
  const broker = await signInApi(BROKER);
  const notice = await broker.post<{ id: number; claimNumber: string; status: string }>(`/api/policy/${policy.id}/loss-notice`, {
    lossDates: [first],
    description: "Rain from noon: the regatta was called off.",
  });
  expect(notice.status, JSON.stringify(notice.body)).toBe(201);
  await broker.dispose();
  const claim = notice.body.data!;
  expect(claim.status).toBe("NOTIFIED");

  // The underwriter's home card leads to the day, which says how to settle it.
  await signIn(page, UNDERWRITER, DEMO_PASSWORD);
  await page.getByTestId("attention-days-without-data").click();
  await page.waitForURL(/\/claim\/days-without-data$/);
  await expect(page.getByRole("heading", { level: 1, name: "Covered days without data" })).toBeVisible();
  const row = page.locator(`[data-testid="day-without-data"][data-date="${first}"]`).filter({ hasText: policy.policyNumber });
  await expect(row).toContainText("Off-site independent observer");
  await expect(row.getByTestId("observer-hint")).toHaveText("Enter the observer report on the claim.");
  await shots(page, "days-without-data");
  await row.getByRole("link", { name: "Open claim" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Claim ${claim.claimNumber}` })).toBeVisible();
  await waitForApp(page);
  await expect(claimStatus(page)).toHaveText("Notified");
  expect(await lossDay(page.getByTestId("claim-loss-days"), first)).toEqual([["rainfall", "—No observation", "≥ 0.5 in", "No data"]]);
  await expect(toolbar(page).getByRole("button")).toHaveText(["Enter observer report", "Decline claim"]);

  // The report: the rain in mm with its inches beside it, and the report file.
  await toolbar(page).getByRole("button", { name: "Enter observer report" }).click();
  const dialog = page.getByTestId("observer-report-dialog");
  const rain = dialog.getByRole("textbox", { name: /^Rain \(mm\) on / });
  await expect(rain).toHaveCount(1);
  await rain.fill("15");
  await expect(dialog.getByText("≈ 0.59 in")).toBeVisible();
  await dialog.getByRole("button", { name: "Save report" }).click();
  await expect(dialog.getByTestId("field-error")).toHaveText(["Attach the observer's report"]);
  await dialog.getByLabel("Report file").setInputFiles({
    name: "observer-report.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
  });
  await shots(page, "observer-report-dialog", dialog);
  await dialog.getByRole("button", { name: "Save report" }).click();
  await expect(dialog).toHaveCount(0);
  await expectSnackbar(page, `Observer report saved: claim ${claim.claimNumber} is determined`);
  await expect(claimStatus(page)).toHaveText("Determined");
  expect(await lossDay(page.getByTestId("claim-loss-days"), first)).toEqual([["rainfall", "0.59 in", "≥ 0.5 in", "Triggered"]]);
  await expect(page.getByTestId("claim-loss-days")).toContainText("Off-site independent observer");
  await expect(page.getByTestId("claim-amount")).toHaveText("$10,000.00");
  await expect(page.getByTestId("claim-files").getByRole("link", { name: "observer-report.pdf" })).toBeVisible();
  await expect(page.getByTestId("audit-event").first()).toContainText("Observer report entered");
});
