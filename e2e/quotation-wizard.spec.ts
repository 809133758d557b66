import { mkdirSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { QuotationDetailsDto } from "../lib/quotations/quotation-dto";
import { EMPTY_QUOTATION_FORM, MESSAGES, type QuotationFormValues } from "../lib/quotations/quotation-schema";
import { DEMO_PASSWORD } from "./support/db";
import { signIn, waitForApp } from "./support/session";

// The quotation wizard (spec §2 and §5): a broker quotes an event and a promotion, a draft is
// reopened where it was left, every validation message of the spec shows at its field, and an
// underwriter chooses the broker. Dates are at least 30 days ahead, so no 10-day rule applies.

const SHOTS = "e2e/.artifacts/wizard";
mkdirSync(SHOTS, { recursive: true });

/** A calendar day `days` from today, as YYYY-MM-DD. */
function inDays(days: number): string {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const step = (page: Page) => page.getByTestId("wizard-step-title");
const next = (page: Page) => page.getByRole("button", { name: "Next" });

/** Next, then wait for the draft to be saved and the next step to open. */
async function goOn(page: Page, title: string | RegExp) {
  await next(page).click();
  await expect(step(page)).toHaveText(title);
  await expect(page.getByTestId("draft-status")).toContainText("Draft saved");
}

async function shot(page: Page, name: string) {
  // From the top, so that the sticky header does not land in the middle of a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The error text linked to a control (aria-describedby), i.e. the message shown at that field. */
async function expectFieldMessage(control: Locator, message: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}

async function quotation(page: Page, id: number): Promise<QuotationDetailsDto> {
  const response = await page.request.get(`/api/quotation/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: QuotationDetailsDto }).data;
}

const idFromUrl = (page: Page) => Number(new URL(page.url()).searchParams.get("draft"));

async function fillApplicant(page: Page, zip: string) {
  await page.getByLabel("Applicant name").fill("Riverside Events LLC");
  await page.getByLabel("Email").fill("office@riverside.example.com");
  await page.getByLabel("Street").fill("100 West 81st Street");
  await page.getByLabel("ZIP code").fill(zip);
}

/** A draft made through the API, for tests that start further on; returns its id. */
async function createDraft(page: Page, values: Partial<QuotationFormValues>, wizardStep: number): Promise<number> {
  const me = (await (await page.request.get("/api/myself")).json()) as { data: { id: number } };
  const response = await page.request.post("/api/quotation", {
    data: { ...EMPTY_QUOTATION_FORM, brokerUserId: String(me.data.id), ...values, wizardStep },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: QuotationDetailsDto }).data.id;
}

const APPLICANT: QuotationFormValues["applicant"] = {
  name: "Harbor Fest Inc.",
  email: "",
  street: "1 Main Street",
  city: "Worcester",
  state: "MA",
  zipCode: "01602",
};
const EVENT: QuotationFormValues["event"] = {
  name: "Harbor Fest",
  type: "Festival",
  dateFrom: inDays(50),
  dateUntil: inDays(51),
  hoursFrom: "10:00",
  hoursTo: "18:00",
};
const LOCATION: QuotationFormValues["location"] = {
  name: "Elm Park",
  street: "1 Main Street",
  city: "Worcester",
  state: "MA",
  zipCode: "01602",
};

/** A complete event quotation in Worcester, as the wizard sends it. */
const COMPLETE: Partial<QuotationFormValues> = {
  applicant: APPLICANT,
  kind: "EVENT",
  event: EVENT,
  location: LOCATION,
  limitPerDay: "10000",
  deductible: "0",
  perils: ["rainfall"],
  coverage: { rainfall: { threshold: "0.5", limitPerDay: "10000" } },
  claimsVerificationSource: "CLOSEST_WEATHER_STATION",
  priorLoss: "no",
  declarationAccepted: true,
};

/** A quotation submitted through the API (READY or REFERRED_TO_UNDERWRITER). */
async function submittedQuotation(page: Page): Promise<QuotationDetailsDto> {
  const id = await createDraft(page, COMPLETE, 7);
  const response = await page.request.post(`/api/quotation/${id}/submit`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: QuotationDetailsDto }).data;
}

async function openDraft(page: Page, id: number, title: string | RegExp) {
  await page.goto(`/quotation/new?draft=${id}`);
  await waitForApp(page);
  // The page settles on one wizard (a remount while it loads may briefly show two).
  await expect(step(page)).toHaveCount(1);
  await expect(step(page)).toHaveText(title);
}

test.describe("a broker", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "broker@example.com", DEMO_PASSWORD);
  });

  test("quotes an event in New York with rainfall and lightning", async ({ page }) => {
    await page.getByRole("link", { name: "New quotation" }).click();
    await expect(page).toHaveURL(/\/quotation\/new$/);
    await waitForApp(page);

    // 1. The broker quotes for itself: shown read-only.
    await expect(step(page)).toHaveText("Choose Broker");
    await expect(page.getByTestId("broker-readonly")).toContainText("Brightline");
    await shot(page, "1280-1-broker");
    await goOn(page, "Applicant Details");
    await expect(page).toHaveURL(/\/quotation\/new\?draft=\d+$/);
    const id = idFromUrl(page);

    // 2. The ZIP code fills city and state.
    await fillApplicant(page, "10024");
    await expect(page.getByLabel("City")).toHaveValue("New York");
    await expect(page.getByLabel("State")).toHaveValue("NY");
    await shot(page, "1280-2-applicant");
    await goOn(page, "Choose Offer");

    // 3. Event or promotion.
    await shot(page, "1280-3-offer");
    await page.getByRole("radio", { name: "Event" }).check();
    await goOn(page, "Event");

    // 4. The event.
    await page.getByLabel("Event name").fill("Summer Concert in the Park");
    await page.getByLabel("Event type").selectOption("Concert");
    await page.getByLabel("Date from").fill(inDays(45));
    await page.getByLabel("Date until").fill(inDays(46));
    await page.getByLabel("Hours from").fill("10:00");
    await page.getByLabel("Hours to").fill("18:00");
    await expect(page.getByTestId("event-days")).toHaveText("2 days covered");
    await shot(page, "1280-4-event");
    await goOn(page, "Details");

    // 5. Location (same address as the applicant), limit and deductible.
    await page.getByLabel("Location name").fill("Central Park Great Lawn");
    await page.getByRole("button", { name: "Same as applicant" }).click();
    await expect(page.getByLabel("ZIP code")).toHaveValue("10024");
    await expect(page.getByLabel("City")).toHaveValue("New York");
    await page.getByLabel("Limit per day").fill("25,000");
    await page.getByLabel("Deductible").fill("500");
    await shot(page, "1280-5-details");
    await goOn(page, "Peril Options");

    // 6. Rainfall and lightning.
    await page.getByRole("checkbox", { name: "Rainfall" }).check();
    await page.getByRole("checkbox", { name: "Lightning" }).check();
    await shot(page, "1280-6-perils");
    await goOn(page, "Coverage Options");

    // 7. Thresholds default; each limit is the limit per day; the preview prices as the user types.
    await expect(page.getByLabel("Rainfall Threshold")).toHaveValue("0.5");
    await expect(page.getByLabel("Rainfall Limit per day")).toHaveValue("25,000");
    await expect(page.getByLabel("Lightning Limit per day")).toHaveValue("25,000");
    await expect(page.getByTestId("preview-total")).toHaveText(/^\$[\d,]+\.\d{2}$/, { timeout: 20_000 });
    const before = await page.getByTestId("preview-total").textContent();
    await page.getByLabel("Rainfall Limit per day").fill("20000");
    await expect(page.getByTestId("preview-total")).not.toHaveText(before!, { timeout: 20_000 });
    await page.getByLabel("Claims verification source").selectOption("OFFSITE_OBSERVER");
    await expect(page.getByText("Off-site observer fee")).toBeVisible({ timeout: 20_000 });
    await shot(page, "1280-7-coverage");
    await goOn(page, "Previous Loss History");

    // 8. Loss history and declaration, with the review of the earlier steps under them.
    await page.getByRole("radio", { name: "No" }).check();
    await expect(page.getByTestId("declaration-text")).toContainText("no material facts have been withheld");
    await page.getByLabel("I accept the declaration").check();
    const review = page.getByRole("region", { name: "Review before submitting" });
    await expect(review.getByTestId("review-broker")).toContainText("Brightline");
    await expect(review.getByTestId("review-item")).toContainText("Summer Concert in the Park");
    await expect(review.getByTestId("review-details")).toContainText("$25,000.00");
    await expect(review.getByTestId("review-perils")).toContainText("Rainfall, Lightning");
    await expect(review.getByTestId("review-coverage")).toContainText("0.5 in, $20,000.00 a day");
    await expect(review.getByTestId("review-coverage")).toContainText("Off-site independent weather observer");
    await shot(page, "1280-8-loss-history");
    // Edit a step from the review (by keyboard), change it, and come back to the review.
    await review.getByRole("button", { name: "Edit Event" }).focus();
    await page.keyboard.press("Enter");
    await expect(step(page)).toHaveText("Event");
    await expect(step(page)).toBeFocused();
    await page.getByLabel("Event name").fill("Summer Concert on the Lawn");
    await page.getByRole("button", { name: "Back to review" }).click();
    await expect(step(page)).toHaveText("Previous Loss History");
    await expect(page.getByTestId("draft-status")).toContainText("Draft saved");
    await expect(review.getByTestId("review-item")).toContainText("Summer Concert on the Lawn");
    await expect(page.getByLabel("I accept the declaration")).toBeChecked();
    await page.getByRole("button", { name: "Submit quotation" }).click();

    await page.waitForURL(new RegExp(`/quotation/${id}/details$`));
    const submitted = await quotation(page, id);
    expect(["READY", "REFERRED_TO_UNDERWRITER"]).toContain(submitted.status);
    expect(submitted.current.kind).toBe("EVENT");
    expect(submitted.current.event).toMatchObject({
      name: "Summer Concert on the Lawn",
      type: "Concert",
      dateFrom: inDays(45),
      dateUntil: inDays(46),
    });
    expect(submitted.current.location).toMatchObject({ zipCode: "10024", city: "New York", state: "NY" });
    expect(submitted.current.limitPerDay).toBe("25000.00");
    expect(submitted.current.claimsVerificationSource).toBe("OFFSITE_OBSERVER");
    expect(submitted.current.perils.map((p) => p.peril).sort()).toEqual(["lightning", "rainfall"]);
    const rainfall = submitted.current.perils.find((p) => p.peril === "rainfall");
    expect(Number(rainfall?.threshold)).toBe(0.5);
    expect(rainfall?.limitPerDay).toBe("20000.00");
    expect(submitted.brokerUser.email).toBe("broker@example.com");
  });

  test("quotes a promotion in Worcester", async ({ page }) => {
    await page.goto("/quotation/new");
    await waitForApp(page);
    await goOn(page, "Applicant Details");
    const id = idFromUrl(page);
    await fillApplicant(page, "01602");
    await expect(page.getByLabel("City")).toHaveValue("Worcester");
    await expect(page.getByLabel("State")).toHaveValue("MA");
    await goOn(page, "Choose Offer");
    await page.getByRole("radio", { name: "Promotion" }).check();
    await goOn(page, "Promotion");

    await page.getByLabel("Promotion name").fill("Snow Day Refund");
    await page.getByLabel("Final estimated sales").fill("40000");
    await page.getByLabel("Period from").fill(inDays(40));
    await page.getByLabel("Period until").fill(inDays(50));
    await page.getByLabel("Promotion date").fill(inDays(60));
    await shot(page, "1280-4-promotion");
    await goOn(page, "Details");

    await page.getByLabel("Location name").fill("Worcester Showroom");
    await page.getByLabel("Street").fill("20 Franklin Street");
    await page.getByLabel("ZIP code").fill("01602");
    await expect(page.getByLabel("City")).toHaveValue("Worcester");
    await page.getByLabel("Limit per day").fill("20000");
    await goOn(page, "Peril Options");

    await page.getByRole("checkbox", { name: "Rainfall" }).check();
    await goOn(page, "Coverage Options");
    await page.getByLabel("Rainfall Threshold").fill("0.25");
    await expect(page.getByTestId("preview-total")).toHaveText(/^\$[\d,]+\.\d{2}$/, { timeout: 20_000 });
    await goOn(page, "Previous Loss History");

    // A loss in the last five years needs its details.
    await page.getByRole("radio", { name: "Yes" }).check();
    await page.getByLabel("Describe the losses").fill("2024: rain-out of a spring sale, $3,000 paid.");
    await page.getByLabel("I accept the declaration").check();
    await page.getByRole("button", { name: "Submit quotation" }).click();

    await page.waitForURL(new RegExp(`/quotation/${id}/details$`));
    const submitted = await quotation(page, id);
    expect(["READY", "REFERRED_TO_UNDERWRITER"]).toContain(submitted.status);
    expect(submitted.current.kind).toBe("PROMOTION");
    expect(submitted.current.promotion).toMatchObject({
      name: "Snow Day Refund",
      promotionDate: inDays(60),
      finalEstimatedSales: "40000.00",
    });
    expect(submitted.current.priorLoss).toBe(true);
    expect(submitted.current.perils.map((p) => p.peril)).toEqual(["rainfall"]);
  });

  test("leaves a draft on step 3 and reopens it with the data kept", async ({ page }) => {
    await page.goto("/quotation/new");
    await waitForApp(page);
    await goOn(page, "Applicant Details");
    await fillApplicant(page, "10024");
    await expect(page.getByLabel("City")).toHaveValue("New York");
    await goOn(page, "Choose Offer");
    const id = idFromUrl(page);

    // Leave for the list, come back through the draft's address.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Quotations" }).click();
    await expect(page).toHaveURL(/\/quotation$/);
    expect((await quotation(page, id)).current.wizardStep).toBe(2);

    await openDraft(page, id, "Choose Offer");
    const stepper = page.getByTestId("wizard-stepper");
    await expect(stepper.locator("li[data-state=done]:visible")).toHaveCount(2);
    await expect(stepper.locator("li[aria-current=step]:visible")).toContainText("Choose Offer");
    await expect(page.getByTestId("draft-number")).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(step(page)).toHaveText("Applicant Details");
    await expect(page.getByLabel("Applicant name")).toHaveValue("Riverside Events LLC");
    await expect(page.getByLabel("Street")).toHaveValue("100 West 81st Street");
    await expect(page.getByLabel("City")).toHaveValue("New York");
    await expect(page.getByLabel("State")).toHaveValue("NY");
    await expect(page.getByLabel("ZIP code")).toHaveValue("10024");
    // Back keeps what was typed; Next keeps it too.
    await page.getByLabel("Applicant name").fill("Riverside Events Group");
    await goOn(page, "Choose Offer");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Applicant name")).toHaveValue("Riverside Events Group");

    // "New quotation" from an open draft starts afresh.
    await page.getByRole("link", { name: "New quotation" }).click();
    await expect(page).toHaveURL(/\/quotation\/new$/);
    await expect(step(page)).toHaveText("Choose Broker");
    await expect(page.getByTestId("draft-number")).toHaveCount(0);
    await goOn(page, "Applicant Details");
    expect(idFromUrl(page)).not.toBe(id);
    await expect(page.getByLabel("Applicant name")).toHaveValue("");
  });
});

test("a submit the server refuses goes back to the step and field of the error", async ({ page }) => {
  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  // A ZIP code of the right shape that no location has: only the server can tell.
  const id = await createDraft(page, { ...COMPLETE, location: { ...LOCATION, zipCode: "00000" }, declarationAccepted: false }, 6);
  await openDraft(page, id, "Coverage Options");
  // The preview cannot rate it, and says so without blocking.
  await expect(page.getByTestId("premium-summary")).toContainText("The preview is not available", { timeout: 20_000 });
  await shot(page, "1280-7-coverage-preview-unavailable");
  await goOn(page, "Previous Loss History");
  await page.getByLabel("I accept the declaration").check();
  await page.getByRole("button", { name: "Submit quotation" }).click();

  await expect(step(page)).toHaveText("Details");
  await expectFieldMessage(page.getByLabel("ZIP code"), "Unknown ZIP code");
  await expect(page.getByTestId("snackbar")).toContainText(MESSAGES.formSubmit);
  expect((await quotation(page, id)).status).toBe("NEW");
});

test.describe("revise and copy", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "broker@example.com", DEMO_PASSWORD);
  });

  test("a revision whose dates the server refuses goes back to the date, then becomes version 2", async ({ page }) => {
    const source = await submittedQuotation(page);
    await page.goto(`/quotation/${source.id}/revise`);
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Revise quotation ${source.quotationNumber}`);
    await expect(step(page)).toHaveText("Choose Broker");
    for (const title of ["Applicant Details", "Choose Offer", "Event"]) {
      await next(page).click();
      await expect(step(page)).toHaveText(title);
    }
    await expect(page.getByLabel("Event name")).toHaveValue("Harbor Fest");
    // Within 10 days of the start: only the server knows today's rule.
    await page.getByLabel("Date from").fill(inDays(5));
    await page.getByLabel("Date until").fill(inDays(6));
    for (const title of ["Details", "Peril Options", "Coverage Options", "Previous Loss History"]) {
      await next(page).click();
      await expect(step(page)).toHaveText(title);
    }
    await expect(page.getByLabel("I accept the declaration")).toBeChecked();
    await page.getByRole("button", { name: "Submit revision" }).click();

    await expect(step(page)).toHaveText("Event");
    await expectFieldMessage(page.getByLabel("Date from"), MESSAGES.coverageWithin10Days);
    await expect(page.getByTestId("snackbar")).toContainText(MESSAGES.formSubmit);
    await shot(page, "1280-revise-server-error");

    await page.getByLabel("Date from").fill(inDays(40));
    await page.getByLabel("Date until").fill(inDays(40));
    for (const title of ["Details", "Peril Options", "Coverage Options", "Previous Loss History"]) {
      await next(page).click();
      await expect(step(page)).toHaveText(title);
    }
    await page.getByRole("button", { name: "Submit revision" }).click();
    await page.waitForURL(new RegExp(`/quotation/${source.id}/details$`));
    const revised = await quotation(page, source.id);
    expect(revised.versions).toHaveLength(2);
    expect(revised.current.versionNumber).toBe(2);
    expect(revised.current.event).toMatchObject({ dateFrom: inDays(40), dateUntil: inDays(40) });
    expect(["READY", "REFERRED_TO_UNDERWRITER"]).toContain(revised.status);
  });

  test("a draft cannot be revised", async ({ page }) => {
    const id = await createDraft(page, { applicant: APPLICANT }, 1);
    await page.goto(`/quotation/${id}/revise`);
    await waitForApp(page);
    await expect(page.getByTestId("wizard-notice")).toContainText("This quotation cannot be revised");
    await expect(page.getByRole("form", { name: "Quotation wizard" })).toHaveCount(0);
  });

  test("a copy starts with the source's content and remembers where it came from", async ({ page }) => {
    const source = await submittedQuotation(page);
    await page.goto(`/quotation/${source.id}/copy`);
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Copy quotation ${source.quotationNumber}`);
    await goOn(page, "Applicant Details");
    await expect(page).toHaveURL(/\/quotation\/new\?draft=\d+$/);
    const copyId = idFromUrl(page);
    expect(copyId).not.toBe(source.id);
    await expect(page.getByLabel("Applicant name")).toHaveValue(APPLICANT.name);
    const copy = await quotation(page, copyId);
    expect(copy.status).toBe("NEW");
    expect(copy.copiedFrom).toEqual({ id: source.id, quotationNumber: source.quotationNumber });
    expect(copy.form.event.name).toBe("Harbor Fest");
    // The declaration is given again for the copy.
    expect(copy.form.declarationAccepted).toBe(false);
  });
});

test.describe("the spec's validation messages at their fields", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "broker@example.com", DEMO_PASSWORD);
  });

  test("This field is required", async ({ page }) => {
    await page.goto("/quotation/new");
    await waitForApp(page);
    await goOn(page, "Applicant Details");
    await page.getByLabel("Street").fill("1 Main Street");
    await next(page).click();
    await expectFieldMessage(page.getByLabel("Applicant name"), MESSAGES.required);
    await expectFieldMessage(page.getByLabel("City"), MESSAGES.required);
    await expect(page.getByLabel("Street")).not.toHaveAttribute("aria-invalid", "true");
    await expect(step(page)).toHaveText("Applicant Details");
    await shot(page, "1280-2-applicant-errors");
    // Typing in the field clears its message.
    await page.getByLabel("Applicant name").fill("A");
    await expect(page.getByLabel("Applicant name")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("Choose event type", async ({ page }) => {
    const id = await createDraft(page, { applicant: APPLICANT, kind: "EVENT", event: { ...EVENT, type: "" } }, 3);
    await openDraft(page, id, "Event");
    await next(page).click();
    await expectFieldMessage(page.getByLabel("Event type"), MESSAGES.eventType);
    await expect(step(page)).toHaveText("Event");
  });

  test("Start time should be before the end time", async ({ page }) => {
    const id = await createDraft(page, { applicant: APPLICANT, kind: "EVENT", event: EVENT }, 3);
    await openDraft(page, id, "Event");
    await page.getByLabel("Hours from").fill("18:00");
    await page.getByLabel("Hours to").fill("10:00");
    await next(page).click();
    await expectFieldMessage(page.getByLabel("Hours to"), MESSAGES.timeRange);
    await shot(page, "1280-4-event-errors");
  });

  test("This value must be a valid date", async ({ page }) => {
    const id = await createDraft(page, { applicant: APPLICANT, kind: "EVENT", event: EVENT }, 3);
    await openDraft(page, id, "Event");
    // Outside the date picker's range (1900–2099, spec §9).
    await page.getByLabel("Date until").fill("2150-06-01");
    await next(page).click();
    await expectFieldMessage(page.getByLabel("Date until"), MESSAGES.validDate);
    // An emptied date is required.
    await page.getByLabel("Date from").fill("");
    await next(page).click();
    await expectFieldMessage(page.getByLabel("Date from"), MESSAGES.required);
  });

  test("Promotion date should be at least 7 days after the end of promotional period", async ({ page }) => {
    const id = await createDraft(page, { applicant: APPLICANT, kind: "PROMOTION" }, 3);
    await openDraft(page, id, "Promotion");
    await page.getByLabel("Promotion name").fill("Sunny Weekend Sale");
    await page.getByLabel("Final estimated sales").fill("10000");
    await page.getByLabel("Period from").fill(inDays(40));
    await page.getByLabel("Period until").fill(inDays(45));
    await page.getByLabel("Promotion date").fill(inDays(50));
    await next(page).click();
    await expectFieldMessage(page.getByLabel("Promotion date"), MESSAGES.promotionDate);
    await shot(page, "1280-4-promotion-errors");
    await page.getByLabel("Promotion date").fill(inDays(52));
    await goOn(page, "Details");
  });

  test("Limit must be greater than 0", async ({ page }) => {
    const id = await createDraft(page, { applicant: APPLICANT, kind: "EVENT", event: EVENT }, 4);
    await openDraft(page, id, "Details");
    await page.getByLabel("Location name").fill("Elm Park");
    await page.getByRole("button", { name: "Same as applicant" }).click();
    await page.getByLabel("Limit per day").fill("0");
    await next(page).click();
    await expectFieldMessage(page.getByLabel("Limit per day"), MESSAGES.limit);
    await shot(page, "1280-5-details-errors");
  });

  test("At least one peril must be selected", async ({ page }) => {
    const id = await createDraft(page, { applicant: APPLICANT, kind: "EVENT", event: EVENT, location: LOCATION, limitPerDay: "10000" }, 5);
    await openDraft(page, id, "Peril Options");
    await next(page).click();
    await expect(page.getByTestId("wizard-step-perils").getByTestId("field-error")).toHaveText(MESSAGES.atLeastOnePeril);
    await expect(page.getByRole("group", { name: /Choose one or more perils/ })).toHaveAccessibleDescription(MESSAGES.atLeastOnePeril);
  });

  test("Lightning must be purchased with rainfall peril, and cannot be purchased stand-alone", async ({ page }) => {
    const id = await createDraft(page, { applicant: APPLICANT, kind: "EVENT", event: EVENT, location: LOCATION, limitPerDay: "10000" }, 5);
    await openDraft(page, id, "Peril Options");
    await page.getByRole("checkbox", { name: "Lightning" }).check();
    await next(page).click();
    await expectFieldMessage(page.getByRole("checkbox", { name: "Lightning" }), MESSAGES.lightning);
    await shot(page, "1280-6-perils-errors");
    // With rainfall it may go on.
    await page.getByRole("checkbox", { name: "Rainfall" }).check();
    await goOn(page, "Coverage Options");
  });
});

test("an underwriter chooses the broker of a new quotation", async ({ page }) => {
  await signIn(page, "underwriter@example.com", DEMO_PASSWORD);
  await page.goto("/quotation/new");
  await waitForApp(page);
  await expect(step(page)).toHaveText("Choose Broker");
  await next(page).click();
  await expect(page.getByTestId("wizard-step-broker").getByTestId("field-error")).toHaveText(MESSAGES.required);

  await page.getByLabel("Search brokers").fill("harbor");
  // Enter in the search does not go on.
  await page.getByLabel("Search brokers").press("Enter");
  await expect(step(page)).toHaveText("Choose Broker");
  const options = page.getByTestId("broker-options");
  await expect(options.getByRole("radio")).not.toHaveCount(0);
  await expect(options).toContainText("broker@harbor.example.com");
  await expect(options).not.toContainText("broker@example.com");
  await shot(page, "1280-1-broker-underwriter");
  await options
    .getByRole("radio", { name: /Harbor/ })
    .first()
    .check();
  await goOn(page, "Applicant Details");
  const id = idFromUrl(page);
  const draft = await quotation(page, id);
  expect(draft.status).toBe("NEW");
  expect(draft.brokerUser.email).toBe("broker@harbor.example.com");
  expect(draft.brokerCompany.name).toMatch(/Harbor/);

  // The choice is kept when going back.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(options.getByRole("radio", { checked: true })).toHaveCount(1);
});

test("every step looks right at 768 px", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  const id = await createDraft(
    page,
    {
      applicant: APPLICANT,
      kind: "EVENT",
      event: EVENT,
      location: LOCATION,
      limitPerDay: "10000",
      perils: ["rainfall", "lightning", "adverseWeather"],
    },
    0,
  );
  await openDraft(page, id, "Choose Broker");
  const names = ["1-broker", "2-applicant", "3-offer", "4-event", "5-details", "6-perils", "7-coverage", "8-loss-history"];
  for (const [index, name] of names.entries()) {
    if (name === "7-coverage") await expect(page.getByTestId("preview-total")).toBeVisible({ timeout: 20_000 });
    await shot(page, `768-${name}`);
    if (index < names.length - 1) await next(page).click();
    if (index < names.length - 1) await expect(page.getByText(`Step ${index + 2} of 8`).first()).toBeVisible();
  }
});
