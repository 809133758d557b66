import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/db";
import { signIn, waitForApp } from "./support/session";
import { E2E } from "./support/settings";

// The quotation after submission: the underwriter's review, the broker's referral request, options
// and pre-bind, the pre-bound referral, cancellation, broker assignment, insured details and
// documents, as each role sees them on the details page. Quotations are made through the API as a
// broker (a prior loss refers every one of them), then driven through the UI.

const BROKER = "broker@example.com";
const UNDERWRITER = "underwriter@example.com";
const HARBOR_BROKER = "broker@harbor.example.com";

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const contexts: APIRequestContext[] = [];

async function apiAs(email: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: E2E.baseURL });
  contexts.push(context);
  const login = await context.post("/api/login", { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return context;
}

test.afterAll(async () => {
  await Promise.all(contexts.map((c) => c.dispose()));
});

type Quotation = { id: number; quotationNumber: string; status: string; current: { referralReasons: string[] } };

async function ok<T>(response: APIResponse): Promise<T> {
  const body = (await response.json()) as { data: T };
  expect(response.ok(), JSON.stringify(body)).toBeTruthy();
  return body.data as T;
}

/** A broker's quotation, submitted and rated: rainfall (0.01 in) and lightning at ZIP 10024; the prior loss refers it. */
async function referredQuotation(insured: string): Promise<Quotation> {
  const broker = await apiAs(BROKER);
  const me = await ok<{ id: number }>(await broker.get("/api/myself"));
  const values = {
    brokerUserId: String(me.id),
    applicant: { name: insured, email: "events@riverside.example", street: "1 Main St", city: "New York", state: "NY", zipCode: "10024" },
    kind: "EVENT",
    event: { name: "Summer Concert", type: "Concert", dateFrom: inDays(60), dateUntil: inDays(61), hoursFrom: "10:00", hoursTo: "18:00" },
    promotion: { name: "", periodFrom: "", periodUntil: "", promotionDate: "", finalEstimatedSales: "" },
    location: { name: "Central Park Bandshell", street: "Central Park West", city: "New York", state: "NY", zipCode: "10024" },
    limitPerDay: "10000",
    deductible: "0",
    perils: ["rainfall", "lightning"],
    coverage: { rainfall: { threshold: "0.01", limitPerDay: "10000" }, lightning: { threshold: "", limitPerDay: "10000" } },
    claimsVerificationSource: "CLOSEST_WEATHER_STATION",
    priorLoss: "yes",
    priorLossDetails: "Rain-out in 2023",
    declarationAccepted: true,
  };
  const draft = await ok<Quotation>(await broker.post("/api/quotation", { data: { ...values, wizardStep: 7 } }));
  const rated = await ok<Quotation>(await broker.post(`/api/quotation/${draft.id}/submit`, { data: values }));
  expect(rated.status).toBe("REFERRED_TO_UNDERWRITER");
  expect(rated.current.referralReasons).toContain("A loss was reported in the last 5 years");
  return rated;
}

/** A referred quotation the underwriter priced through the API: READY, both options quotable. */
async function readyQuotation(insured: string): Promise<Quotation> {
  const referred = await referredQuotation(insured);
  const underwriter = await apiAs(UNDERWRITER);
  const ready = await ok<Quotation>(
    await underwriter.post(`/api/quotation/${referred.id}/review`, {
      data: { decision: "amend", premiums: { rainfall: "1500.00", lightning: "400.00" } },
    }),
  );
  expect(ready.status).toBe("READY");
  return ready;
}

async function openDetails(page: Page, quotation: Quotation) {
  await page.goto(`/quotation/${quotation.id}/details`);
  await expect(page.getByRole("heading", { name: `Quotation ${quotation.quotationNumber}` })).toBeVisible();
  await waitForApp(page);
}

async function actionNames(page: Page): Promise<string[]> {
  const toolbar = page.getByRole("toolbar", { name: "Quotation actions" });
  await expect(toolbar).toBeVisible();
  return (await toolbar.locator("a, button").allInnerTexts()).map((t) => t.trim());
}

const status = (page: Page) => page.getByTestId("general-information").getByTestId("quotation-status");
const snackbar = (page: Page) => page.getByTestId("snackbar").last();

test("an underwriter amends and accepts a referred quotation; the broker sees no Review", async ({ page }) => {
  const quotation = await referredQuotation("Amend Arts Council");

  await signIn(page, BROKER, DEMO_PASSWORD);
  await openDetails(page, quotation);
  expect(await actionNames(page)).toEqual(["Revise", "Copy as new quote", "Cancel quotation (NTU)"]);
  await expect(page.getByTestId("rating-explanation")).toHaveCount(0);
  await page.goto(`/quotation/${quotation.id}/review`);
  await expect(page.getByTestId("forbidden")).toBeVisible();
  await page.context().clearCookies();

  await signIn(page, UNDERWRITER, DEMO_PASSWORD);
  await openDetails(page, quotation);
  expect(await actionNames(page)).toEqual(["Review", "Revise", "Copy as new quote", "Assign broker", "Update insured details"]);
  await expect(page.getByTestId("referral-reasons")).toContainText("A loss was reported in the last 5 years");
  await expect(page.getByTestId("rating-explanation")).toBeVisible();
  await expect(page.getByTestId("peril-rainfall")).toContainText("0.01 in");

  await page.getByRole("link", { name: "Review" }).click();
  await expect(page.getByRole("heading", { name: `Review quotation ${quotation.quotationNumber}` })).toBeVisible();
  await waitForApp(page);
  await expect(page.getByRole("button", { name: "Amend and accept" })).toBeDisabled();

  // An amendment below the minimum premium is flagged before it is sent.
  const rainfall = page.getByLabel("Premium after review of Rainfall");
  const lightning = page.getByLabel("Premium after review of Lightning");
  // (Lightning stays unpriced: a priced lightning option would add its fee.)
  await rainfall.fill("10");
  await expect(page.getByTestId("below-minimum")).toContainText("Calculated Premium is below Minimum Premium");
  await expect(page.getByRole("button", { name: "Accept", exact: true })).toBeDisabled();
  // "Amend and accept" is refused in the form itself, under the field, with the schema the server
  // checks (lib/pricing/review-amendment.ts): nothing is confirmed or sent (issue 14 item 2).
  await page.getByRole("button", { name: "Amend and accept" }).click();
  await expect(page.getByTestId("review-rainfall").getByTestId("field-error")).toHaveText("Calculated Premium is below Minimum Premium");
  await expect(rainfall).toHaveAttribute("aria-invalid", "true");
  await expect(rainfall).toBeFocused();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/.artifacts/review-below-minimum-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await rainfall.fill("1,750.50");
  await lightning.fill("300");
  await expect(page.getByTestId("review-total")).toContainText("$2,");
  await expect(page.getByTestId("below-minimum")).toHaveCount(0);
  await page.getByLabel("Note to the broker").fill("Priced by hand after the loss in 2023");
  await page.getByRole("button", { name: "Amend and accept" }).click();
  // Amend and accept asks first (issue 14 item 7).
  await page
    .getByRole("alertdialog", { name: `Amend and accept ${quotation.quotationNumber}?` })
    .getByRole("button", { name: "Amend and accept" })
    .click();

  await expect(page).toHaveURL(new RegExp(`/quotation/${quotation.id}/details$`));
  await expect(snackbar(page)).toContainText(`Quotation ${quotation.quotationNumber} amended and accepted`);
  await expect(status(page)).toHaveText("Ready");
  await expect(page.getByTestId("premium-rainfall")).toHaveText("$1,750.50");
  await expect(page.getByTestId("peril-rainfall")).toContainText("$1,750.50");
  await expect(page.getByTestId("audit-event").first()).toContainText("Amended and accepted by Uma Underwood");
  await expect(page.getByRole("toolbar", { name: "Quotation actions" }).getByRole("link", { name: "Review" })).toHaveCount(0);
});

test("an underwriter declines a referred quotation with a reason", async ({ page }) => {
  const quotation = await referredQuotation("Decline Events LLC");
  await signIn(page, UNDERWRITER, DEMO_PASSWORD);
  await page.goto(`/quotation/${quotation.id}/review`);
  await waitForApp(page);
  await page.getByRole("button", { name: "Decline" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Decline quotation ${quotation.quotationNumber}?` });
  await dialog.getByRole("button", { name: "Decline quotation" }).click();
  await expect(dialog.getByTestId("field-error")).toHaveText("This field is required");
  await dialog.getByLabel("Reason").fill("Too many losses at this venue");
  await dialog.getByRole("button", { name: "Decline quotation" }).click();

  await expect(page).toHaveURL(new RegExp(`/quotation/${quotation.id}/details$`));
  await expect(status(page)).toHaveText("Declined");
  await expect(page.getByTestId("decline-reason")).toContainText("Too many losses at this venue");
  // A declined quotation has no review any more: its address goes back to the details.
  await page.goto(`/quotation/${quotation.id}/review`);
  await expect(page).toHaveURL(new RegExp(`/quotation/${quotation.id}/details$`));
});

test("a broker requests a referral of a ready quotation", async ({ page }) => {
  const quotation = await readyQuotation("Referral Request Fair");
  await signIn(page, BROKER, DEMO_PASSWORD);
  await openDetails(page, quotation);
  expect(await actionNames(page)).toEqual([
    "Select options and pre-bind",
    "Request referral",
    "Revise",
    "Copy as new quote",
    "Cancel quotation (NTU)",
  ]);

  await page.getByRole("button", { name: "Request referral" }).click();
  const dialog = page.getByRole("dialog", { name: `Request referral of ${quotation.quotationNumber}` });
  await dialog.getByRole("button", { name: "Send referral request" }).click();
  await expect(dialog.getByTestId("field-error")).toHaveText("This field is required");
  await dialog.getByLabel("Reason").fill("The insured asks for a lower rainfall threshold");
  await dialog.getByRole("button", { name: "Send referral request" }).click();
  await expect(dialog).toBeHidden();
  await expect(snackbar(page)).toContainText("Referral requested");
  await expect(status(page)).toHaveText("Referred to underwriter");
  await expect(page.getByTestId("audit-event").first()).toContainText("Referral requested by");
});

test("a broker selects options and pre-binds", async ({ page }) => {
  const quotation = await readyQuotation("Options Festival");
  await signIn(page, BROKER, DEMO_PASSWORD);
  await openDetails(page, quotation);
  await page.getByRole("link", { name: "Select options and pre-bind" }).click();
  await expect(page.getByRole("heading", { name: "Select options and pre-bind" })).toBeVisible();
  await waitForApp(page);

  await expect(page.getByTestId("select-total")).toHaveText(/\$1,900\.00|\$2,\d{3}\.\d{2}/);
  // Lightning is only sold with rainfall: the rule shows at the lightning option.
  await page.getByLabel("Rainfall").uncheck();
  await expect(page.getByTestId("option-lightning").getByTestId("field-error")).toHaveText(
    "Lightning must be purchased with rainfall peril, and cannot be purchased stand-alone",
  );
  await page.getByRole("button", { name: "Pre-bind" }).click();
  await expect(page).toHaveURL(/select-options$/);
  await page.getByLabel("Rainfall").check();
  await expect(page.getByTestId("option-lightning").getByTestId("field-error")).toHaveCount(0);

  // The off-site observer adds its fee per day per peril; the explanation says how.
  const before = await page.getByTestId("select-total").innerText();
  await page.getByLabel(/Off-site independent weather observer/).check();
  await expect(page.getByTestId("fee-explanation")).toContainText("× 2 days × 1 peril");
  await expect(page.getByTestId("select-total")).not.toHaveText(before);
  await page.getByLabel(/Closest weather station/).check();
  await expect(page.getByTestId("select-total")).toHaveText(before);

  await page.getByLabel("Lightning").uncheck();
  await page.getByRole("button", { name: "Pre-bind" }).click();
  // Pre-bind asks first (issue 14 item 7).
  await page
    .getByRole("alertdialog", { name: `Pre-bind quotation ${quotation.quotationNumber}?` })
    .getByRole("button", { name: "Pre-bind and send for signature" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/quotation/${quotation.id}/details$`));
  await expect(snackbar(page)).toContainText(`Quotation ${quotation.quotationNumber} pre-bound`);
  await expect(status(page)).toHaveText("Pre-bound");
  await expect(page.getByTestId("peril-rainfall")).toContainText("Selected");
  await expect(page.getByTestId("peril-lightning")).toContainText("Not selected");
  // Rainfall 1,500.00 and New York's taxes on it: 3.6% = 54.00, stamping fee 0.15% = 2.25.
  await expect(page.getByTestId("quotation-total")).toHaveText("$1,556.25");
});

test("an underwriter accepts a pre-bound referral", async ({ page }) => {
  const quotation = await readyQuotation("Pre-bound Parade");
  const broker = await apiAs(BROKER);
  const referred = await ok<Quotation>(
    await broker.post(`/api/quotation/${quotation.id}/select-options`, {
      data: { perils: ["rainfall", "lightning"], claimsVerificationSource: "ONSITE_OBSERVER" },
    }),
  );
  expect(referred.status).toBe("PRE_BOUND_REFERRED_TO_UNDERWRITER");

  await signIn(page, UNDERWRITER, DEMO_PASSWORD);
  await openDetails(page, quotation);
  await expect(page.getByTestId("referral-reasons")).toContainText("on-site observer");
  await page.getByRole("button", { name: "Manage pre-bound referral" }).click();
  const dialog = page.getByRole("dialog", { name: `Manage pre-bound referral of ${quotation.quotationNumber}` });
  await dialog.getByLabel("Reject").check();
  await dialog.getByRole("button", { name: "Reject referral" }).click();
  await expect(dialog.getByTestId("field-error")).toHaveText("This field is required");
  await dialog.getByLabel("Accept").check();
  await dialog.getByLabel("Note").fill("Observer contract seen");
  await dialog.getByRole("button", { name: "Accept referral" }).click();
  await expect(dialog).toBeHidden();
  await expect(snackbar(page)).toContainText("Pre-bound referral accepted");
  await expect(status(page)).toHaveText("Pre-bound");
});

test("a broker cancels a quotation (NTU) after confirming", async ({ page }) => {
  const quotation = await readyQuotation("Cancelled Conference");
  await signIn(page, BROKER, DEMO_PASSWORD);
  await openDetails(page, quotation);
  await page.getByRole("button", { name: "Cancel quotation (NTU)" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Cancel quotation ${quotation.quotationNumber}?` });
  await dialog.getByRole("button", { name: "Keep quotation" }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText("Ready");

  await page.getByRole("button", { name: "Cancel quotation (NTU)" }).click();
  await dialog.getByLabel("Reason").fill("The insured chose another insurer");
  await dialog.getByRole("button", { name: "Cancel quotation" }).click();
  await expect(snackbar(page)).toContainText(`Quotation ${quotation.quotationNumber} cancelled (NTU)`);
  await expect(status(page)).toHaveText("Not taken up");
  expect(await actionNames(page)).toEqual(["Copy as new quote"]);
  await expect(page.getByTestId("audit-event").first()).toContainText("Cancelled (NTU) by");
  await expect(page.getByTestId("audit-event").first()).toContainText("The insured chose another insurer");
});

test("an underwriter assigns another broker and updates the insured", async ({ page }) => {
  const quotation = await referredQuotation("Before Rename Inc");
  await signIn(page, UNDERWRITER, DEMO_PASSWORD);
  await openDetails(page, quotation);

  await page.getByRole("button", { name: "Update insured details" }).click();
  const insured = page.getByRole("dialog", { name: `Update insured details of ${quotation.quotationNumber}` });
  await expect(insured.getByLabel("Insured name")).toHaveValue("Before Rename Inc");
  await insured.getByLabel("Insured name").fill("");
  await insured.getByLabel("ZIP code").fill("1002");
  await insured.getByRole("button", { name: "Save insured details" }).click();
  await expect(insured.getByTestId("field-error")).toHaveText(["This field is required", "Enter a 5-digit ZIP code"]);
  await insured.getByLabel("Insured name").fill("After Rename Inc");
  await insured.getByLabel("ZIP code").fill("10025");
  await insured.getByRole("button", { name: "Save insured details" }).click();
  await expect(insured).toBeHidden();
  await expect(snackbar(page)).toContainText("Insured details updated");
  await expect(page.getByTestId("insured")).toContainText("After Rename Inc");
  await expect(page.getByTestId("insured")).toContainText("New York, New York 10025");

  await page.getByRole("button", { name: "Assign broker" }).click();
  const assign = page.getByRole("dialog", { name: `Assign a broker to ${quotation.quotationNumber}` });
  await assign.getByRole("button", { name: "Assign broker" }).click();
  await expect(assign.getByTestId("field-error")).toHaveText("This field is required");
  await assign.getByLabel("Find a broker").fill("harbor");
  const brokerSelect = assign.getByRole("combobox", { name: "Broker" });
  await expect(brokerSelect).toContainText(HARBOR_BROKER);
  await expect(brokerSelect).not.toContainText(BROKER + ")");
  await brokerSelect.selectOption({ label: `Hana Harbor — Harbor Insurance Agency (${HARBOR_BROKER})` });
  await assign.getByRole("button", { name: "Assign broker" }).click();
  await expect(assign).toBeHidden();
  await expect(snackbar(page)).toContainText("Broker assigned");
  await expect(page.getByTestId("general-information")).toContainText("Harbor Insurance Agency");
  await expect(page.getByTestId("general-information")).toContainText(HARBOR_BROKER);
  await page.context().clearCookies();

  // The quotation moved to Harbor: its broker sees it now, Brightline's broker gets the not-found page.
  await signIn(page, HARBOR_BROKER, DEMO_PASSWORD);
  await openDetails(page, quotation);
  await page.context().clearCookies();
  await signIn(page, BROKER, DEMO_PASSWORD);
  await page.goto(`/quotation/${quotation.id}/details`);
  await expect(page.getByRole("heading", { name: "Unfortunately, this page does not exist." })).toBeVisible();
});

test("a dialog gives the focus back to its button when it closes, and Escape closes it under a snackbar", async ({ page }) => {
  const quotation = await referredQuotation("Focus Return Inc");
  await signIn(page, UNDERWRITER, DEMO_PASSWORD);
  await openDetails(page, quotation);
  const opener = page.getByRole("button", { name: "Update insured details" });
  const dialog = page.getByRole("dialog", { name: `Update insured details of ${quotation.quotationNumber}` });

  await opener.click();
  await expect(dialog.getByLabel("Insured name")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The broker cancels the quotation meanwhile: saving fails with a snackbar that appears over the
  // open dialog, and Escape still closes the dialog (Radix gives Escape to the snackbar, opened last).
  await opener.click();
  await expect(dialog).toBeVisible();
  const broker = await apiAs(BROKER);
  expect((await broker.post(`/api/quotation/${quotation.id}/cancel`, { data: { reason: "Changed plans" } })).ok()).toBeTruthy();
  await dialog.getByRole("button", { name: "Save insured details" }).click();
  await expect(snackbar(page)).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Insured name").focus();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a broker of another company gets the not-found page", async ({ page }) => {
  const quotation = await referredQuotation("Private Gala");
  await signIn(page, HARBOR_BROKER, DEMO_PASSWORD);
  for (const path of ["details", "select-options"]) {
    await page.goto(`/quotation/${quotation.id}/${path}`);
    await expect(page.getByRole("heading", { name: "Unfortunately, this page does not exist." })).toBeVisible();
  }
  await page.goto("/quotation");
  await waitForApp(page);
  await page.getByLabel("Search").fill(quotation.quotationNumber);
  await expect(page.getByTestId("empty-state")).toBeVisible();
});

test("a draft offers to continue it in the wizard and nothing else but cancel and copy", async ({ page }) => {
  const broker = await apiAs(BROKER);
  const draft = await ok<Quotation>(
    await broker.post("/api/quotation", { data: { applicant: { name: "Draft Dance Hall" }, wizardStep: 1 } }),
  );
  await signIn(page, BROKER, DEMO_PASSWORD);
  await openDetails(page, draft);
  await expect(status(page)).toHaveText("Draft");
  expect(await actionNames(page)).toEqual(["Continue draft", "Copy as new quote", "Cancel quotation (NTU)"]);
  await expect(page.getByRole("link", { name: "Continue draft" })).toHaveAttribute("href", `/quotation/new?draft=${draft.id}`);
  await expect(page.getByTestId("perils")).toContainText("No perils chosen yet.");
});

test("documents: upload with a type, change the type, a rejected file is invalid", async ({ page }) => {
  const quotation = await referredQuotation("Documents Expo");
  await signIn(page, BROKER, DEMO_PASSWORD);
  await openDetails(page, quotation);
  const documents = page.getByTestId("documents");
  await expect(documents.getByTestId("empty-state")).toBeVisible();

  const fileInput = documents.getByLabel("File");
  await fileInput.setInputFiles({
    name: "iwo-signed.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
  });
  await documents.getByLabel("Document type").selectOption({ label: "IWO" });
  await documents.getByRole("button", { name: "Upload" }).click();
  await expect(snackbar(page)).toContainText("iwo-signed.pdf uploaded");
  const row = documents.getByTestId("document").filter({ hasText: "iwo-signed.pdf" });
  await expect(row.getByLabel("Type of iwo-signed.pdf")).toHaveValue("IWO");

  await row.getByLabel("Type of iwo-signed.pdf").selectOption({ label: "Beazley application form" });
  await expect(snackbar(page)).toContainText("iwo-signed.pdf: type set to Beazley application form");
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId("documents").getByLabel("Type of iwo-signed.pdf")).toHaveValue("BEAZLEY_APPLICATION_FORM");
  await expect(page.getByTestId("audit-event").first()).toContainText("Document type set");

  // A text file named .pdf is refused by its bytes.
  await waitForApp(page);
  await page
    .getByTestId("documents")
    .getByLabel("File")
    .setInputFiles({ name: "not-really.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some text") });
  await page.getByTestId("documents").getByRole("button", { name: "Upload" }).click();
  await expect(page.getByTestId("documents").getByTestId("field-error")).toHaveText("File is invalid");
  await expect(snackbar(page)).toContainText("Could not upload the document: File is invalid");
  await expect(page.getByTestId("documents").getByTestId("document")).toHaveCount(1);

  const download = await page.request.get(`/api/quotation/${quotation.id}/document/${await row.getAttribute("data-document-id")}`);
  expect(download.ok()).toBeTruthy();
});

test("the quotation list filters by search, status, broker company and creation day", async ({ page }) => {
  const quotation = await referredQuotation("List Filter Carnival");
  await signIn(page, UNDERWRITER, DEMO_PASSWORD);
  await page.goto("/quotation");
  await waitForApp(page);
  const table = page.getByRole("table", { name: "Quotations" });

  await page.getByLabel("Search").fill("List Filter Carnival");
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row", { name: /List Filter Carnival/ });
  await expect(row).toContainText("Brightline Brokers");
  await expect(row).toContainText("Referred to underwriter");

  await page.getByLabel("Status").selectOption({ label: "Ready" });
  await expect(page.getByTestId("empty-state")).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "Referred to underwriter" });
  await expect(row).toBeVisible();

  await page.getByLabel("Broker company").selectOption({ label: "Harbor Insurance Agency" });
  await expect(page.getByTestId("empty-state")).toBeVisible();
  await page.getByLabel("Broker company").selectOption({ label: "Brightline Brokers" });
  await expect(row).toBeVisible();

  await page.getByLabel("Created from").fill(inDays(1));
  await expect(page.getByTestId("empty-state")).toBeVisible();
  await page.getByLabel("Created from").fill(inDays(-1));
  await page.getByLabel("Created until").fill(inDays(1));
  await expect(row).toBeVisible();
  await expect(page).toHaveURL(/createdFrom=/);

  await row.getByRole("link", { name: quotation.quotationNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/quotation/${quotation.id}/details$`));
});
