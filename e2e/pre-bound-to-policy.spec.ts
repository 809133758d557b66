import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import { eventForm, signInApi } from "./support/api-client";
import { DEMO_PASSWORD } from "./support/db";
import { linkIn, waitForMail } from "./support/mailbox";
import { signIn, signOut, waitForApp } from "./support/session";
import { PDF } from "./support/signed-quotation";

// Issue 6 as one story in the browser: a pre-bound quotation's proposal is signed by the insured
// with the built-in provider from the emailed link; the broker uploads the IWO form and requests
// bind; the underwriter binds it and reads the live policy, its wording and its invoice.

const OUT = "e2e/.artifacts/pre-bound-to-policy";

test("a pre-bound quotation is signed, bind is requested, and it is bound into a live policy", async ({ page, browser }) => {
  mkdirSync(OUT, { recursive: true });
  const insuredEmail = `story-${Date.now()}@insured.example`;
  const brokerApi = await signInApi("broker@example.com");
  const since = new Date();
  const quotation = await brokerApi.preBound(
    eventForm(brokerApi.id, { applicant: { name: "Lakeshore Lantern Festival", email: insuredEmail } }),
  );
  await brokerApi.dispose();

  // 1. The insured signs from the emailed link, without an account.
  const link = linkIn(await waitForMail(insuredEmail, since), `/sign/${quotation.id}?token=`);
  const insured = await (await browser.newContext()).newPage();
  await insured.goto(link);
  await insured.getByLabel("Full name").fill("Ingrid Solberg");
  await insured.getByLabel("Position held").fill("Managing Director");
  await insured.getByRole("radio", { name: "Type" }).click();
  await insured.getByLabel("Type your signature").fill("Ingrid Solberg");
  await insured.getByLabel(/I agree to sign it electronically/).check();
  await insured.getByRole("button", { name: "Sign the proposal" }).click();
  await expect(insured.getByRole("heading", { name: "Thank you, the proposal is signed" })).toBeVisible();

  // 2. The broker uploads the IWO form, sets its type and requests bind.
  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  await page.goto(`/quotation/${quotation.id}/details`);
  await waitForApp(page);
  await expect(page.getByTestId("quotation-status").first()).toHaveText("Signed");
  const documents = page.getByTestId("documents");
  await documents.getByLabel("File").setInputFiles({ name: "iwo-lakeshore.pdf", mimeType: "application/pdf", buffer: PDF });
  await documents.getByLabel("Document type").selectOption({ label: "IWO" });
  await documents.getByRole("button", { name: "Upload" }).click();
  await expect(documents.getByTestId("document").filter({ hasText: "iwo-lakeshore.pdf" })).toBeVisible();
  const toolbar = page.getByRole("toolbar", { name: "Quotation actions" });
  await toolbar.getByRole("button", { name: "Request bind" }).click();
  const request = page.getByTestId("request-bind-dialog");
  await expect(request.getByTestId("application-documents")).toContainText("iwo-lakeshore.pdf");
  await request.getByRole("checkbox").check();
  await request.getByRole("button", { name: "Send bind request" }).click();
  await expect(page.getByTestId("quotation-status").first()).toHaveText("Ready to bind");
  await signOut(page);

  // 3. The underwriter binds it and lands on the live policy.
  await signIn(page, "underwriter@example.com", DEMO_PASSWORD);
  await page.goto(`/quotation/${quotation.id}/details`);
  await waitForApp(page);
  await page.getByRole("toolbar", { name: "Quotation actions" }).getByRole("button", { name: "Bind", exact: true }).click();
  const number = `WEP-STORY-${Date.now().toString(36).toUpperCase()}`;
  await page.getByTestId("bind-dialog").getByLabel("Policy number").fill(number);
  await page.getByTestId("bind-dialog").getByRole("button", { name: "Bind and issue policy" }).click();
  await page.waitForURL(/\/policy\/\d+$/);
  await waitForApp(page);
  const policyId = Number(page.url().split("/").pop());
  await expect(page.getByTestId("policy-number")).toHaveText(number);
  await expect(page.getByTestId("policy-general").getByTestId("policy-status")).toHaveText("Live");
  await expect(page.getByTestId("policy-insured")).toContainText("Lakeshore Lantern Festival");
  await expect(page.getByTestId("audit-event").first()).toContainText("Bound");
  await page.screenshot({ path: `${OUT}/policy.png`, fullPage: true });

  // 4. Its documents, as the broker reads them: the wording, the invoice and the signed proposal.
  const underwriterApi = await signInApi("underwriter@example.com");
  const dto = (await underwriterApi.get<PolicyDetailsDto>(`/api/policy/${policyId}`)).body.data as PolicyDetailsDto;
  await underwriterApi.dispose();
  const files = page.getByTestId("policy-files");
  for (const [name, linkName] of [
    ["policy-wording", `Policy ${number}`],
    ["invoice", `Invoice ${dto.invoices[0].invoiceNumber}`],
  ] as const) {
    const href = (await files.getByRole("link", { name: linkName }).getAttribute("href"))!;
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    writeFileSync(`${OUT}/${name}.pdf`, await pdf.body());
    const text = execFileSync("pdftotext", ["-layout", `${OUT}/${name}.pdf`, "-"]).toString();
    expect(text).toContain(number);
    expect(text).toContain("Lakeshore Lantern Festival");
    execFileSync("pdftoppm", ["-png", "-r", "60", `${OUT}/${name}.pdf`, `${OUT}/${name}`]);
  }
  const invoiceText = execFileSync("pdftotext", ["-layout", `${OUT}/invoice.pdf`, "-"]).toString();
  const usd = (v: string) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(Number(v));
  expect(invoiceText).toContain(usd(dto.invoices[0].amountDue));
  const wording = execFileSync("pdftotext", ["-layout", `${OUT}/policy-wording.pdf`, "-"]).toString();
  expect(wording).toContain("Ingrid Solberg");
});
