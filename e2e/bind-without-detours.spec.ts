import { expect, test, type Page } from "@playwright/test";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { eventForm, signInApi, type ApiUser } from "./support/api-client";
import { DEMO_PASSWORD } from "./support/db";
import { signIn, waitForApp } from "./support/session";
import { PDF, signedQuotation, uploadDocument } from "./support/signed-quotation";

// Issue 14 items 7 and 8 in the browser: the request-bind dialog uploads the application with its
// type, or types an uploaded document, in place, and the application counts at once; "Pre-bind" and
// "Amend and accept" ask for confirmation and say what will happen; the admin keeps Kentucky's local
// premium tax rates in Settings › State fees. Screenshots at 1280 and 768 px go to SHOTS.

const SHOTS = process.env.E2E_SHOTS ?? "e2e/.artifacts/bind-without-detours";
const BROKER = "broker@example.com";
const UNDERWRITER = "underwriter@example.com";

async function shots(page: Page, name: string) {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openDetails(page: Page, quotation: { id: number; quotationNumber: string }) {
  await page.goto(`/quotation/${quotation.id}/details`);
  await expect(page.getByRole("heading", { name: `Quotation ${quotation.quotationNumber}` })).toBeVisible();
  await waitForApp(page);
}

const status = (page: Page) => page.getByTestId("general-information").getByTestId("quotation-status");
const snackbar = (page: Page) => page.getByTestId("snackbar").last();

/** A submitted quotation referred to an underwriter (the prior loss refers it): rainfall and lightning at ZIP 10024. */
async function referredQuotation(
  broker: ApiUser,
  insured: string,
  insuredEmail: string | null = "events@riverside.example",
): Promise<QuotationDetailsDto> {
  const rated = await broker.submitted(
    eventForm(broker.id, {
      applicant: { name: insured, email: insuredEmail ?? "" },
      perils: ["rainfall", "lightning"],
      coverage: { rainfall: { threshold: "0.5", limitPerDay: "10000" }, lightning: { threshold: "", limitPerDay: "10000" } },
      priorLoss: "yes",
      priorLossDetails: "Rain-out in 2023",
    }),
  );
  expect(rated.status).toBe("REFERRED_TO_UNDERWRITER");
  return rated;
}

/** The same, priced by the underwriter through the API: READY. */
async function readyQuotation(broker: ApiUser, insured: string, insuredEmail?: string | null): Promise<QuotationDetailsDto> {
  const referred = await referredQuotation(broker, insured, insuredEmail);
  const underwriter = await signInApi(UNDERWRITER);
  const ready = await underwriter.post<QuotationDetailsDto>(`/api/quotation/${referred.id}/review`, {
    decision: "amend",
    premiums: { rainfall: "1500.00", lightning: "400.00" },
  });
  expect(ready.status, JSON.stringify(ready.body)).toBe(200);
  await underwriter.dispose();
  return broker.quotation(referred.id);
}

test("request bind: the application is uploaded with its type in the dialog and counts at once", async ({ page }) => {
  const broker = await signInApi(BROKER);
  const quotation = await signedQuotation(broker, "Dialog Upload Arts Council");
  await broker.dispose();

  await signIn(page, BROKER, DEMO_PASSWORD);
  await openDetails(page, quotation);
  const toolbar = page.getByRole("toolbar", { name: "Quotation actions" });
  await toolbar.getByRole("button", { name: "Request bind" }).click();
  const dialog = page.getByTestId("request-bind-dialog");
  await expect(dialog.getByTestId("application-missing")).toContainText(
    "Binding needs the IWO form or an application form: upload it and set its type",
  );
  await expect(dialog.getByRole("button", { name: "Send bind request" })).toBeDisabled();
  await shots(page, "request-bind-upload-empty");

  // A file without its type: the type is asked for, nothing is uploaded.
  const upload = dialog.getByTestId("document-upload");
  await upload.getByLabel("File").setInputFiles({ name: "iwo-in-dialog.pdf", mimeType: "application/pdf", buffer: PDF });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(upload.getByTestId("field-error")).toHaveText("This field is required");
  await expect(upload.getByLabel("Document type")).toHaveAttribute("aria-invalid", "true");

  // With its type: on file at once, the attestation names it, the request can be sent.
  await upload.getByLabel("Document type").selectOption({ label: "IWO" });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(snackbar(page)).toContainText("iwo-in-dialog.pdf uploaded as IWO");
  const onFile = dialog.getByTestId("application-documents");
  await expect(onFile).toContainText("IWO");
  await expect(onFile).toContainText("iwo-in-dialog.pdf");
  await expect(dialog.getByTestId("application-missing")).toHaveCount(0);
  await expect(dialog.getByRole("checkbox")).toBeVisible();
  await expect(dialog.getByText(/I attest that the application used for this quotation is the IWO "iwo-in-dialog\.pdf"/)).toBeVisible();
  await shots(page, "request-bind-upload-done");

  // The page behind the dialog has the document too.
  await expect(page.getByTestId("documents").getByTestId("document").filter({ hasText: "iwo-in-dialog.pdf" })).toHaveCount(1);

  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Send bind request" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(status(page)).toHaveText("Ready to bind");
});

test("request bind: an uploaded document without a type is typed in the dialog", async ({ page }) => {
  const broker = await signInApi(BROKER);
  const quotation = await signedQuotation(broker, "Dialog Type Arts Council");
  await uploadDocument(broker, quotation.id, "application-untyped.pdf");
  await broker.dispose();

  await signIn(page, BROKER, DEMO_PASSWORD);
  await openDetails(page, quotation);
  await page.getByRole("toolbar", { name: "Quotation actions" }).getByRole("button", { name: "Request bind" }).click();
  const dialog = page.getByTestId("request-bind-dialog");
  await expect(dialog.getByTestId("application-missing")).toContainText("Set the type of the uploaded document");
  const untyped = dialog.getByTestId("untyped-documents");
  await expect(untyped).toContainText("application-untyped.pdf");
  await shots(page, "request-bind-untyped");

  await untyped.getByLabel("Type of application-untyped.pdf").selectOption({ label: "Beazley application form" });
  await expect(dialog.getByTestId("application-documents")).toContainText("Beazley application form");
  await expect(dialog.getByTestId("untyped-documents")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Send bind request" })).toBeEnabled();
  // The Documents card shows the type too once the page has refreshed.
  await expect(page.getByTestId("documents").getByLabel("Type of application-untyped.pdf")).toHaveValue("BEAZLEY_APPLICATION_FORM");
});

test("pre-bind asks first and says who receives the proposal; Keep editing sends nothing", async ({ page }) => {
  const broker = await signInApi(BROKER);
  const quotation = await readyQuotation(broker, "Confirm Pre-bind Festival", "tickets@confirm-festival.example");

  await signIn(page, BROKER, DEMO_PASSWORD);
  await page.goto(`/quotation/${quotation.id}/select-options`);
  await expect(page.getByRole("heading", { name: "Select options and pre-bind" })).toBeVisible();
  await waitForApp(page);
  await page.getByLabel("Lightning").uncheck();
  const total = await page.getByTestId("select-total").innerText();

  await page.getByRole("button", { name: "Pre-bind", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: `Pre-bind quotation ${quotation.quotationNumber}?` });
  await expect(dialog).toContainText("The quotation becomes Pre-bound, the proposal is generated and emailed for signature.");
  await expect(dialog.getByTestId("confirm-options")).toHaveText("Rainfall");
  await expect(dialog.getByTestId("confirm-total")).toHaveText(total);
  const recipients = dialog.getByTestId("pre-bind-recipients");
  await expect(recipients).toContainText(`(broker), ${BROKER}`);
  await expect(recipients).toContainText("Confirm Pre-bind Festival (insured), tickets@confirm-festival.example");
  await shots(page, "pre-bind-confirm");

  await dialog.getByRole("button", { name: "Keep editing" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/select-options$/);
  expect((await broker.quotation(quotation.id)).status).toBe("READY");

  await page.getByRole("button", { name: "Pre-bind", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Pre-bind and send for signature" }).click();
  await expect(page).toHaveURL(new RegExp(`/quotation/${quotation.id}/details$`));
  await expect(snackbar(page)).toContainText(`Quotation ${quotation.quotationNumber} pre-bound`);
  await expect(status(page)).toHaveText("Pre-bound");
  await broker.dispose();
});

test("pre-bind with an on-site observer says it goes to an underwriter, and why", async ({ page }) => {
  const broker = await signInApi(BROKER);
  const quotation = await readyQuotation(broker, "Confirm Referral Parade");

  await signIn(page, BROKER, DEMO_PASSWORD);
  await page.goto(`/quotation/${quotation.id}/select-options`);
  await waitForApp(page);
  await page.getByLabel(/On-site/).check();
  await page.getByRole("button", { name: "Pre-bind", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: `Pre-bind quotation ${quotation.quotationNumber}?` });
  await expect(dialog).toContainText("The quotation becomes Pre-bound, referred to an underwriter.");
  await expect(dialog.getByTestId("pre-bind-referral")).toContainText(
    "An on-site observer hired by the insured needs the underwriter's approval",
  );
  await expect(dialog.getByTestId("pre-bind-recipients")).toHaveCount(0);
  await shots(page, "pre-bind-confirm-referral");
  await dialog.getByRole("button", { name: "Pre-bind and refer" }).click();
  await expect(page).toHaveURL(new RegExp(`/quotation/${quotation.id}/details$`));
  await expect(status(page)).toHaveText("Pre-bind referred to underwriter");
  await broker.dispose();
});

test("amend and accept asks first: the new premium, Ready, the broker told", async ({ page }) => {
  const broker = await signInApi(BROKER);
  const quotation = await referredQuotation(broker, "Confirm Amend Society");
  await broker.dispose();

  await signIn(page, UNDERWRITER, DEMO_PASSWORD);
  await page.goto(`/quotation/${quotation.id}/review`);
  await expect(page.getByRole("heading", { name: `Review quotation ${quotation.quotationNumber}` })).toBeVisible();
  await waitForApp(page);
  await page.getByLabel("Premium after review of Rainfall").fill("1,750.50");
  await page.getByLabel("Premium after review of Lightning").fill("300");
  const total = await page.getByTestId("review-total").innerText();

  await page.getByRole("button", { name: "Amend and accept" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Amend and accept ${quotation.quotationNumber}?` });
  await expect(dialog).toContainText(`The total payable by the insured becomes ${total} and the quotation Ready.`);
  await expect(dialog).toContainText("the broker, is emailed");
  await expect(dialog.getByTestId("amend-confirm")).toContainText("Rainfall");
  await expect(dialog.getByTestId("amend-confirm")).toContainText("$1,750.50");
  await expect(dialog.getByTestId("amend-confirm-total")).toHaveText(total);
  await shots(page, "amend-confirm");

  await dialog.getByRole("button", { name: "Keep reviewing" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/review$/);
  await expect(page.getByLabel("Premium after review of Rainfall")).toHaveValue("1,750.50");

  await page.getByRole("button", { name: "Amend and accept" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Amend and accept" }).click();
  await expect(page).toHaveURL(new RegExp(`/quotation/${quotation.id}/details$`));
  await expect(status(page)).toHaveText("Ready");
  await expect(page.getByTestId("premium-rainfall")).toHaveText("$1,750.50");
});

test("Settings › State fees: the admin changes a Kentucky city's rate and sees its history", async ({ page }) => {
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  await page.goto("/settings/state-fees");
  await waitForApp(page);
  const card = page.getByTestId("local-premium-tax");
  await card.scrollIntoViewIfNeeded();
  const row = card
    .getByTestId("local-premium-tax-row")
    .filter({ has: page.getByRole("rowheader", { name: "Bowling Green", exact: true }) });
  await expect(row.getByTestId("local-premium-tax-rate")).toHaveText("7.00%");
  await shots(page, "state-fees-kentucky");

  await row.getByRole("button", { name: "Edit Bowling Green" }).click();
  const dialog = page.getByRole("dialog", { name: "Bowling Green, Kentucky" });
  await dialog.getByLabel("Rate (%)").fill("7.25");
  await dialog.getByLabel("Note").fill("Raised by ordinance (e2e)");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(snackbar(page)).toContainText("Bowling Green: local premium tax saved");
  await expect(row.getByTestId("local-premium-tax-rate")).toHaveText("7.25%");

  await row.getByRole("button", { name: "Edit Bowling Green" }).click();
  const again = page.getByRole("dialog", { name: "Bowling Green, Kentucky" });
  await expect(again.getByTestId("audit-event").first()).toContainText("7.25%");
  await shots(page, "state-fees-kentucky-history");
  // Put it back for other specs.
  await again.getByLabel("Rate (%)").fill("7");
  await again.getByLabel("Note").fill("");
  await again.getByRole("button", { name: "Save" }).click();
  await expect(again).toHaveCount(0);
});
