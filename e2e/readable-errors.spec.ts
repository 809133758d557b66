import { mkdirSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { SNACKBAR_DURATION } from "@/components/ui/snackbar-model";
import { formatCalendarDate } from "@/lib/format/date-time";
import { POLICY_MESSAGES } from "@/lib/policies/policy-action-schemas";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { deriveSigningSecret } from "@/server/env";
import { createSignedLink } from "@/server/signing/signed-link";
import { anonymousApi, eventForm, isoDay, signInApi } from "./support/api-client";
import { DEMO_PASSWORD, sql } from "./support/db";
import { E2E } from "./support/settings";
import { signIn, waitForApp } from "./support/session";
import { uploadDocument } from "./support/signed-quotation";

// Errors a person can read: a document link that is expired, forged or not theirs opened in a
// browser is a page in words (not the API's JSON); a date the server refuses in a dialog is shown
// under the date field; a failure snackbar goes when the next action succeeds; and a snackbar never
// lies over the buttons of an open dialog.

const OUT = "e2e/.artifacts/readable-errors";
mkdirSync(OUT, { recursive: true });
test.describe.configure({ timeout: 180_000 });

const BROKER = "broker@example.com";
const UNDERWRITER = "underwriter@example.com";
const secret = deriveSigningSecret(E2E.serverEnv.AUTH_SECRET);

/** A live policy, bound through the API from a quotation signed in the database. */
async function boundPolicy(insured: string): Promise<PolicyDetailsDto> {
  const broker = await signInApi(BROKER);
  const rated = await broker.submitted(
    eventForm(broker.id, { applicant: { name: insured }, priorLoss: "yes", priorLossDetails: "Rain-out in 2023" }),
  );
  expect(rated.status).toBe("REFERRED_TO_UNDERWRITER");
  const underwriter = await signInApi(UNDERWRITER);
  const premiums = Object.fromEntries(rated.current.perils.map((p) => [p.peril, "1500.00"]));
  expect((await underwriter.post(`/api/quotation/${rated.id}/review`, { decision: "amend", premiums })).status).toBe(200);
  const prebound = await broker.post<QuotationDetailsDto>(`/api/quotation/${rated.id}/select-options`, {
    perils: ["rainfall"],
    claimsVerificationSource: "CLOSEST_WEATHER_STATION",
  });
  expect(prebound.status, JSON.stringify(prebound.body)).toBe(200);
  await sql(`UPDATE "QuotationVersion" SET status = 'SIGNED' WHERE "quotationId" = $1 AND status = 'PRE_BOUND'`, [rated.id]);
  await sql(`UPDATE "Quotation" SET status = 'SIGNED' WHERE id = $1`, [rated.id]);
  await uploadDocument(broker, rated.id, `iwo-${rated.id}.pdf`, "IWO");
  const number = `WEP-ERR-${rated.id}-${Date.now().toString(36).toUpperCase()}`;
  const bound = await underwriter.post<PolicyDetailsDto>(`/api/quotation/${rated.id}/bind`, { policyNumber: number });
  expect(bound.status, JSON.stringify(bound.body)).toBe(201);
  await broker.dispose();
  await underwriter.dispose();
  return bound.body.data as PolicyDetailsDto;
}

/** The page is a page: HTML, and its text is not the API's JSON error. */
async function expectReadablePage(page: Page, status: number) {
  const body = await page.locator("body").innerText();
  expect(body.trim().startsWith("{"), body).toBe(false);
  expect(body).not.toContain('"code"');
  expect(body).not.toMatch(/UNAUTHENTICATED|RESOURCE_NOT_FOUND|FORBIDDEN/);
  const answer = await page.request.get(page.url(), { headers: { Accept: "text/html" } });
  expect(answer.status()).toBe(status);
  expect(answer.headers()["content-type"]).toMatch(/^text\/html/);
}

async function shots(page: Page, name: string) {
  await page.screenshot({ path: `${OUT}/${name}-1280.png`, fullPage: true });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${OUT}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(size);
}

async function openPolicy(page: Page, policy: { id: number; policyNumber: string }) {
  await page.goto(`/policy/${policy.id}`);
  await expect(page.getByRole("heading", { name: `Policy ${policy.policyNumber}` })).toBeVisible();
  await waitForApp(page);
}

/**
 * Snackbars stay up until closed: the page's 5-second timers (the snackbar's own and Radix's) last
 * ten minutes, so that a slow machine cannot let a snackbar go before the test has looked at it.
 */
async function holdSnackbars(page: Page) {
  await page.addInitScript((duration) => {
    const setTimeout = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
      setTimeout(handler, ms === duration ? 600_000 : ms, ...args)) as typeof window.setTimeout;
  }, SNACKBAR_DURATION);
}

/** Whether the point at the centre of `button` hits the button itself (nothing lies over it). */
async function hitAtCentre(button: Locator): Promise<boolean> {
  return button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });
}

test("an expired, forged or someone else's document link opened in the browser says so in words", async ({ page, browser }) => {
  const policy = await boundPolicy("Readable Links Fair");
  const wording = `/print/policy/other-states/${policy.id}`;
  const expired = createSignedLink("print-policy", policy.id, 60, new Date(Date.now() - 3600_000), secret);

  // Expired, without an account: what happened, and how to get a new link.
  const answer = await page.goto(`${wording}?token=${expired}`);
  expect(answer!.status()).toBe(401);
  expect(answer!.headers()["content-type"]).toMatch(/^text\/html/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
  await expect(page.getByText("ask your broker to send you a new link")).toBeVisible();
  await expect(page.getByText("open the policy in the portal and choose the document again")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to the portal" })).toHaveAttribute(
    "href",
    `/auth/login?redirectTo=${encodeURIComponent(wording)}`,
  );
  await expectReadablePage(page, 401);
  await shots(page, "expired-link");

  // Forged.
  await page.goto(`${wording}?token=forged.token`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link is not valid");
  await expectReadablePage(page, 401);

  // An invoice link used for the wording (another purpose) is not valid either.
  await page.goto(`${wording}?token=${createSignedLink("print-policy-invoice", policy.id, 600, new Date(), secret)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link is not valid");

  // API clients that ask for JSON still get the error envelope.
  const api = await anonymousApi();
  const json = await api.get(`${wording}?token=${expired}`, { headers: { Accept: "application/json" } });
  expect(json.status()).toBe(401);
  expect((await json.json()).error).toEqual({ code: "UNAUTHENTICATED", message: "This link has expired" });
  await api.dispose();

  // A broker of another company, signed in, opens the document: not theirs (404, as the API).
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, "broker@harbor.example.com", DEMO_PASSWORD);
  const refused = await other.goto(wording);
  expect(refused!.status()).toBe(404);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("This document is not available to you");
  await expect(other.getByText("ask the broker who placed the policy")).toBeVisible();
  await expectReadablePage(other, 404);
  await shots(other, "document-not-available");
  await context.close();
});

test("a cancellation date the server refuses is shown under the date field, and the next success clears the failure snackbar", async ({
  page,
}) => {
  const policy = await boundPolicy("Refused Date Gala");
  await holdSnackbars(page);
  await signIn(page, BROKER, DEMO_PASSWORD);
  await openPolicy(page, policy);

  await page.getByRole("toolbar", { name: "Policy actions" }).getByRole("button", { name: "Request cancellation" }).click();
  const dialog = page.getByTestId("request-cancellation-dialog");
  await dialog.getByLabel("Reason").fill("The event moved to another venue");
  // A day after the end of the policy period: only the server knows the period's end.
  const until = policy.item.dateUntil.slice(0, 10);
  const afterEnd = new Date(Date.parse(`${until}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const date = dialog.getByLabel("Cancellation date");
  await date.fill(afterEnd);
  await dialog.getByRole("button", { name: "Send cancellation request" }).click();
  const failure = page.locator('[data-testid="snackbar"][data-tone="error"]');
  await expect(failure).toBeVisible();

  const message = POLICY_MESSAGES.cancellationAfterPeriod(formatCalendarDate(until));
  await expect(date).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await date.getAttribute("aria-describedby")) ?? "";
  const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
  expect(errorId, describedBy).toBeTruthy();
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${OUT}/dialog-field-error-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${OUT}/dialog-field-error-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The failure snackbar is still up; a good date succeeds and takes it away.
  await date.fill(isoDay(1));
  await expect(failure).toBeVisible();
  await dialog.getByRole("button", { name: "Send cancellation request" }).click();
  await expect(page.locator('[data-testid="snackbar"][data-tone="success"]')).toBeVisible();
  await expect(failure).toHaveCount(0, { timeout: 1_000 });
});

test("a snackbar shown over an open dialog leaves the dialog's buttons clickable", async ({ page }) => {
  const policy = await boundPolicy("Snackbar Clear Fair");
  await holdSnackbars(page);
  await signIn(page, BROKER, DEMO_PASSWORD);

  for (const viewport of [
    { width: 390, height: 640 },
    { width: 1280, height: 560 },
  ]) {
    await page.setViewportSize(viewport);
    await openPolicy(page, policy);
    await page.getByRole("toolbar", { name: "Policy actions" }).getByRole("button", { name: "Request cancellation" }).click();
    const dialog = page.getByTestId("request-cancellation-dialog");
    await dialog.getByLabel("Reason").fill("The insured asks to cancel");
    await dialog.getByLabel("Cancellation date").fill("2000-01-01");
    await dialog.getByRole("button", { name: "Send cancellation request" }).click();
    const failure = page.locator('[data-testid="snackbar"][data-tone="error"]');
    await expect(failure).toBeVisible();
    await expect(dialog.getByTestId("field-error")).toBeVisible();
    await page.screenshot({ path: `${OUT}/snackbar-over-dialog-${viewport.width}.png` });
    for (const name of ["Send cancellation request", "Cancel", "Close"]) {
      const button = dialog.getByRole("button", { name, exact: true });
      await expect
        .poll(() => hitAtCentre(button), { message: `${name} at ${viewport.width}×${viewport.height}`, timeout: 2_000 })
        .toBe(true);
    }
    await expect(failure).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(dialog).toHaveCount(0);
  }
});
