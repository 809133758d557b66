import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { signInApi } from "./support/api-client";
import { DEMO_PASSWORD } from "./support/db";
import { linkIn, waitForMailMatching } from "./support/mailbox";
import { signIn, waitForApp } from "./support/session";
import { PDF, signedQuotation, uploadDocument } from "./support/signed-quotation";

// Request bind and bind in the browser (issue 6 items 3–5): a broker requests bind once the IWO
// form is uploaded and typed; an underwriter binds a signed quotation and lands on the live policy
// with its invoice. The signed quotations are made through the API and the database
// (e2e/support/signed-quotation.ts); the signing flow has its own spec.

const SHOTS = "e2e/.artifacts/bind";

async function shot(page: Page, name: string, fullPage = false) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function openDetails(page: Page, quotation: { id: number; quotationNumber: string }) {
  await page.goto(`/quotation/${quotation.id}/details`);
  await expect(page.getByRole("heading", { name: `Quotation ${quotation.quotationNumber}` })).toBeVisible();
  await waitForApp(page);
}

test("a broker requests bind after uploading the IWO form and setting its type", async ({ page }) => {
  const broker = await signInApi("broker@example.com");
  const quotation = await signedQuotation(broker, "Bind Request Arts Council");
  await broker.dispose();

  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  await openDetails(page, quotation);
  await expect(page.getByTestId("quotation-status").first()).toHaveText("Signed");
  // A broker may request bind, not bind.
  const toolbar = page.getByRole("toolbar", { name: "Quotation actions" });
  await expect(toolbar.getByRole("button", { name: "Bind", exact: true })).toHaveCount(0);

  // Nothing on file yet: the dialog says so and cannot be sent.
  await toolbar.getByRole("button", { name: "Request bind" }).click();
  let dialog = page.getByTestId("request-bind-dialog");
  await expect(dialog.getByTestId("application-missing")).toContainText(
    "Binding needs the IWO form or an application form: upload it and set its type",
  );
  await expect(dialog.getByRole("button", { name: "Send bind request" })).toBeDisabled();
  await shot(page, "request-bind-no-document");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Upload the IWO form without a type: the dialog asks for its type.
  const documents = page.getByTestId("documents");
  await documents.getByLabel("File").setInputFiles({ name: "iwo-bind-request.pdf", mimeType: "application/pdf", buffer: PDF });
  await documents.getByRole("button", { name: "Upload" }).click();
  const row = documents.getByTestId("document").filter({ hasText: "iwo-bind-request.pdf" });
  await expect(row).toBeVisible();
  await toolbar.getByRole("button", { name: "Request bind" }).click();
  dialog = page.getByTestId("request-bind-dialog");
  await expect(dialog.getByTestId("application-missing")).toContainText("Set the type of the uploaded document");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Set its type to IWO.
  await documents.getByLabel("Type of iwo-bind-request.pdf").selectOption({ label: "IWO" });
  await expect(page.getByText("iwo-bind-request.pdf: type set to IWO")).toBeVisible();
  await page.waitForFunction(() => !document.querySelector("[data-testid=documents] select[disabled]"));

  await toolbar.getByRole("button", { name: "Request bind" }).click();
  dialog = page.getByTestId("request-bind-dialog");
  await expect(dialog.getByTestId("application-documents")).toContainText("IWO");
  await expect(dialog.getByTestId("application-documents")).toContainText("iwo-bind-request.pdf");
  // Sent without the attestation: the message under the checkbox, nothing sent.
  await dialog.getByRole("button", { name: "Send bind request" }).click();
  const attestation = dialog.getByRole("checkbox");
  await expect(attestation).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByTestId("field-error")).toHaveText("You must confirm the attestation to request bind");
  await shot(page, "request-bind-attestation");
  await attestation.check();
  await expect(dialog.getByTestId("field-error")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Send bind request" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("quotation-status").first()).toHaveText("Ready to bind");
  await expect(toolbar.getByRole("button", { name: "Request bind" })).toHaveCount(0);

  // The underwriters are told, with the application named.
  await waitForMailMatching(
    "underwriter@example.com",
    new RegExp(`${quotation.quotationNumber}: ready to bind[\\s\\S]*iwo-bind-request\\.pdf`),
  );

  const check = await signInApi("broker@example.com");
  const history = await check.history(quotation.id);
  expect(history[0]).toMatchObject({
    action: "quotation.requestBind",
    after: { status: "READY_TO_BIND", application: ["IWO: iwo-bind-request.pdf"] },
  });
  await check.dispose();
});

test("an underwriter binds a signed quotation and lands on the live policy", async ({ page }) => {
  const broker = await signInApi("broker@example.com");
  const quotation = await signedQuotation(broker, "Bind Lakeside Jazz Society");
  await uploadDocument(broker, quotation.id, "iwo-lakeside.pdf", "IWO");
  // Another quotation already bound with the number the underwriter will mistype.
  const other = await signedQuotation(broker, "Bind Hillside Fair");
  await uploadDocument(broker, other.id, "iwo-hillside.pdf", "IWO");
  const underwriterApi = await signInApi("underwriter@example.com");
  const taken = `WEP-E2E-${Date.now().toString(36).toUpperCase()}`;
  const first = await underwriterApi.post<PolicyDetailsDto>(`/api/quotation/${other.id}/bind`, { policyNumber: taken });
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  await broker.dispose();

  await signIn(page, "underwriter@example.com", DEMO_PASSWORD);
  await openDetails(page, quotation);
  const toolbar = page.getByRole("toolbar", { name: "Quotation actions" });
  await expect(toolbar.getByRole("button", { name: "Request bind" })).toHaveCount(0);
  await toolbar.getByRole("button", { name: "Bind", exact: true }).click();
  const dialog = page.getByTestId("bind-dialog");
  await expect(dialog).toContainText("Bind Lakeside Jazz Society");
  await expect(dialog).toContainText("iwo-lakeside.pdf");
  const field = dialog.getByLabel("Policy number");

  // The binder's next number is there already (D119), as the API suggests it, and can be changed.
  const suggestion = await underwriterApi.get<{ policyNumber: string | null }>(`/api/quotation/${quotation.id}/policy-number`);
  const suggested = (suggestion.body.data as { policyNumber: string | null }).policyNumber;
  expect(suggested).toBeTruthy();
  await expect(field).toHaveValue(suggested!);
  await expect(dialog).toContainText("Suggested: the next number of binder");

  // Empty: the spec's message under the field.
  await field.fill("   ");
  await dialog.getByRole("button", { name: "Bind and issue policy" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByTestId("field-error")).toHaveText("Policy number cannot be empty");
  await shot(page, "bind-empty");

  // A number already used, typed in lower case: refused by the server, shown under the field.
  await field.fill(taken.toLowerCase());
  await dialog.getByRole("button", { name: "Bind and issue policy" }).click();
  await expect(dialog.getByTestId("field-error")).toHaveText("This policy number is already used by another policy");
  await shot(page, "bind-taken");

  const number = `${taken}-B`;
  await field.fill(number);
  await dialog.getByRole("button", { name: "Bind and issue policy" }).click();
  await page.waitForURL(/\/policy\/\d+$/);
  const policyId = Number(page.url().split("/").pop());
  await expect(page.getByRole("heading", { name: `Policy ${number}` })).toBeVisible();
  await waitForApp(page);
  await expect(page.getByTestId("policy-number")).toHaveText(number);
  await expect(page.getByTestId("policy-general").getByTestId("policy-status")).toHaveText("Live");

  const policy = await underwriterApi.get<PolicyDetailsDto>(`/api/policy/${policyId}`);
  expect(policy.status).toBe(200);
  const dto = policy.body.data as PolicyDetailsDto;
  const usd = (v: string) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(Number(v));
  await expect(page.getByTestId("amount-due")).toHaveText(usd(dto.invoices[0].amountDue));
  await expect(page.getByTestId("policy-general")).toContainText("Summit Underwriting");
  await expect(page.getByTestId("policy-general")).toContainText(dto.binder.uniqueMarketReference);
  await expect(page.getByTestId("policy-insured")).toContainText("Bind Lakeside Jazz Society");
  const files = page.getByTestId("policy-files");
  await expect(files.getByRole("link", { name: `Policy ${number}` })).toHaveAttribute("href", `/print/policy/other-states/${policyId}`);
  await expect(files.getByRole("link", { name: `Invoice ${dto.invoices[0].invoiceNumber}` })).toHaveAttribute(
    "href",
    `/print/policy-invoice/${dto.invoices[0].id}`,
  );
  await expect(files.getByRole("link", { name: "iwo-lakeside.pdf" })).toHaveAttribute(
    "href",
    new RegExp(`/api/quotation/${quotation.id}/document/\\d+$`),
  );
  await shot(page, "policy-details", true);

  // The quotation is bound and links to its policy; the policy list links to the page.
  const bound = await underwriterApi.get<QuotationDetailsDto>(`/api/quotation/${quotation.id}`);
  expect((bound.body.data as QuotationDetailsDto).status).toBe("BOUND");
  await openDetails(page, quotation);
  await page.getByTestId("bound-policy").getByRole("link", { name: number }).click();
  await page.waitForURL(`**/policy/${policyId}`);
  await page.goto("/policy");
  await waitForApp(page);
  await page.getByRole("link", { name: number }).click();
  await page.waitForURL(`**/policy/${policyId}`);
  await expect(page.getByTestId("policy-number")).toHaveText(number);

  // The broker is emailed the policy number and the amount due, with a link to the policy.
  const mail = await waitForMailMatching("broker@example.com", new RegExp(`bound as policy ${number}`));
  expect(mail.raw.replace(/=\r?\n/g, "")).toContain(usd(dto.invoices[0].amountDue));
  expect(linkIn(mail, `/policy/${policyId}`)).toMatch(new RegExp(`/policy/${policyId}$`));
  // It links the invoice and every policy document with signed links that open without a session
  // (issue 12 item 4), so the broker can forward them.
  const body = mail.raw.replace(/=\r?\n/g, "");
  expect(body).toContain("Policy documents");
  const signedOut = await playwrightRequest.newContext();
  for (const path of [
    `/print/policy-invoice/${dto.invoices[0].id}`,
    `/print/policy/other-states/${policyId}`,
    `/print/policy/all-documents/${policyId}`,
  ]) {
    const link = linkIn(mail, path);
    expect(link).toContain("token=");
    const response = await signedOut.get(link);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
  await signedOut.dispose();

  // Another company's broker does not see it.
  const harbor = await signInApi("broker@harbor.example.com");
  expect((await harbor.get(`/api/policy/${policyId}`)).status).toBe(404);
  await harbor.dispose();
  await underwriterApi.dispose();
});
