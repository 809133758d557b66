import { writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { anonymousApi, eventForm, signInApi } from "./support/api-client";
import { DEMO_PASSWORD } from "./support/db";
import { linkIn, waitForMail } from "./support/mailbox";
import { signIn, waitForApp } from "./support/session";

// The signing flow with the built-in provider, in a real browser: the insured opens the emailed
// link without an account, signs on the portal's signing page, and the quotation becomes SIGNED
// through the provider's webhook; "Sign proposal" opens the insured's own page in a new tab; the broker
// is told who got the emailed link and copies it for an insured without email (D81); links without
// or with a bad token end on /sign/error.

const SCREENS = "e2e/.artifacts/screens";

async function drawSignature(page: Page) {
  const pad = page.getByRole("img", { name: /Signature pad/ });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 24; i++) {
    await page.mouse.move(box.x + 20 + i * 9, box.y + box.height * (0.6 - 0.25 * Math.sin(i / 2.5)), { steps: 2 });
  }
  await page.mouse.up();
}

test("the insured signs the emailed proposal with the built-in provider; the quotation becomes Signed", async ({ page, browser }) => {
  const insuredEmail = `insured-${Date.now()}@sign.example`;
  const broker = await signInApi("broker@example.com");
  const since = new Date();
  const quotation = await broker.preBound(eventForm(broker.id, { applicant: { name: "Harbor Lights Festival", email: insuredEmail } }));
  expect(quotation.status).toBe("PRE_BOUND");

  const mail = await waitForMail(insuredEmail, since);
  const link = linkIn(mail, `/sign/${quotation.id}?token=`);

  // The insured has no account: a fresh browser context, no session.
  const insured = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await insured.goto(link);
  await expect(insured).toHaveURL(/\/sign\/builtin\/[A-Za-z0-9_-]{32}$/);
  await expect(insured.getByRole("heading", { name: `Proposal ${quotation.quotationNumber}` })).toBeVisible();
  // The insured's page: nothing filled in, nothing of the broker (D81); it says for whom one signs.
  await expect(insured.getByLabel("Full name")).toHaveValue("");
  await expect(insured.getByLabel("Position held")).toHaveValue("");
  await expect(insured.getByText(/for and on behalf of/)).toContainText("Harbor Lights Festival");

  // Incomplete: name, position, signature and consent missing.
  await insured.getByRole("button", { name: "Sign the proposal" }).click();
  await expect(insured.getByText("This field is required")).toHaveCount(2);
  await expect(insured.getByText("Draw your signature or type it")).toBeVisible();
  await expect(insured.getByText("Please confirm that you agree to sign electronically")).toBeVisible();

  await insured.getByLabel("Full name").fill("Marisol Ortega");
  await insured.getByLabel("Position held").fill("Festival Director");
  await drawSignature(insured);
  await insured.getByLabel(/I agree to sign it electronically/).check();
  await insured.screenshot({ path: `${SCREENS}/signing-page.png`, fullPage: true });
  await insured.getByRole("button", { name: "Sign the proposal" }).click();
  await expect(insured).toHaveURL(/\/sign\/success$/);
  await expect(insured.getByRole("heading", { name: "Thank you, the proposal is signed" })).toBeVisible();
  await insured.screenshot({ path: `${SCREENS}/signing-success.png` });

  // Only the webhook signs: the quotation is SIGNED, with the signed letter among its proposals.
  const signed = await broker.quotation(quotation.id);
  expect(signed.status).toBe("SIGNED");
  expect(signed.proposals.map((p) => [p.fileName, p.signed])).toContainEqual([`proposal-${quotation.quotationNumber}-v1-signed.pdf`, true]);

  // The same link again: already signed.
  await insured.goto(link);
  await expect(insured.getByRole("heading", { name: "This proposal has already been signed" })).toBeVisible();

  // The broker sees it on the details page and opens the signed letter.
  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  await page.goto(`/quotation/${quotation.id}/details`);
  await waitForApp(page);
  await expect(page.getByTestId("general-information").getByTestId("quotation-status")).toHaveText("Signed");
  await expect(page.getByTestId("signing").first()).toContainText("Marisol Ortega");
  await expect(page.getByTestId("signing").first()).toContainText("Signed");
  const row = page.getByTestId("proposal").filter({ hasText: "-signed.pdf" });
  await expect(row.getByText("Signed", { exact: true })).toBeVisible();
  const signedPdf = await page.request.get((await row.getByRole("link").getAttribute("href"))!);
  expect(signedPdf.headers()["content-type"]).toBe("application/pdf");
  writeFileSync(`${SCREENS}/signed-proposal.pdf`, await signedPdf.body());
  await page.screenshot({ path: `${SCREENS}/signed-quotation-details.png`, fullPage: true });
  await broker.dispose();
});

test("Sign proposal opens the insured's own page in a new tab, empty and without the broker; the insured signs by typing", async ({
  page,
  context,
}) => {
  const broker = await signInApi("broker@example.com");
  const quotation = await broker.preBound(eventForm(broker.id, { applicant: { name: "Typed Signature Fair" } }));
  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  await page.goto(`/quotation/${quotation.id}/details`);
  await waitForApp(page);
  await page.screenshot({ path: `${SCREENS}/signing-actions-1280.png` });
  const [tab] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Sign proposal" }).click()]);
  await expect(tab).toHaveURL(/\/sign\/builtin\/[A-Za-z0-9_-]{32}$/);
  // The broker's own tab stays where it was.
  await expect(page).toHaveURL(new RegExp(`/quotation/${quotation.id}/details$`));
  await waitForApp(tab);
  await expect(tab.getByLabel("Full name")).toHaveValue("");
  await expect(tab.getByText(/for and on behalf of/)).toContainText("Typed Signature Fair");
  for (const brokerData of ["Brooke Bright", "Brightline Brokers", "broker@example.com"])
    await expect(tab.getByText(brokerData)).toHaveCount(0);
  await expect(tab.getByRole("button", { name: /Brooke/ })).toHaveCount(0);
  await tab.screenshot({ path: `${SCREENS}/signing-page-new-tab.png`, fullPage: true });

  await tab.getByLabel("Full name").fill("Tomas Reyes");
  await tab.getByLabel("Position held").fill("Chair");
  await tab.getByRole("radio", { name: "Type" }).click();
  await tab.getByLabel("Type your signature").fill("Tomas Reyes");
  await tab.getByLabel(/I agree to sign it electronically/).check();
  await tab.getByRole("button", { name: "Sign the proposal" }).click();
  await expect(tab).toHaveURL(/\/sign\/success$/);
  await expect.poll(async () => (await broker.quotation(quotation.id)).status).toBe("SIGNED");
  const signed = await broker.quotation(quotation.id);
  expect(signed.signings[0]).toMatchObject({ status: "SIGNED", signerName: "Tomas Reyes" });
  await broker.dispose();
});

test("an insured without email: Email signing link says only the broker got it, and the broker copies the link for the insured", async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const broker = await signInApi("broker@example.com");
  const quotation = await broker.preBound(eventForm(broker.id, { applicant: { name: "No Email Gala", email: "" } }));
  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  await page.goto(`/quotation/${quotation.id}/details`);
  await waitForApp(page);

  await page.getByRole("button", { name: "Email signing link" }).click();
  await expect(page.getByText("Signing link sent to the broker only (broker@example.com): the insured has no email")).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/signing-link-sent-broker-only.png` });

  await page.getByRole("button", { name: "Copy signing link" }).click();
  const dialog = page.getByRole("dialog", { name: "Signing link for the insured" });
  const field = dialog.getByLabel("Signing link");
  await expect(field).toHaveValue(new RegExp(`/sign/${quotation.id}\\?token=[A-Za-z0-9_.-]+$`));
  await expect(dialog).toContainText("Whoever opens this link can sign the proposal for the insured, until");
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expect(dialog.getByText("The link is on your clipboard.")).toBeVisible();
  const link = await field.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.screenshot({ path: `${SCREENS}/signing-link-dialog-1280.png` });
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.screenshot({ path: `${SCREENS}/signing-link-dialog-768.png` });
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.screenshot({ path: `${SCREENS}/signing-actions-768.png`, fullPage: true });

  // The insured opens the copied link without an account and gets its own, empty signing page.
  const insuredContext = await browser.newContext({ viewport: { width: 768, height: 1000 } });
  const insured = await insuredContext.newPage();
  await insured.goto(link);
  await expect(insured).toHaveURL(/\/sign\/builtin\/[A-Za-z0-9_-]{32}$/);
  await expect(insured.getByLabel("Full name")).toHaveValue("");
  await expect(insured.getByText(/for and on behalf of/)).toContainText("No Email Gala");
  await insured.screenshot({ path: `${SCREENS}/signing-page-768.png`, fullPage: true });
  await insuredContext.close();
  await broker.dispose();
});

test("signing links without a token, with a forged or another quotation's token end on the signing error page; forged webhooks are refused", async ({
  page,
}) => {
  const broker = await signInApi("broker@example.com");
  const quotation = await broker.preBound(eventForm(broker.id, { applicant: { name: "Bad Link Carnival" } }));
  const anonymous = await anonymousApi();

  for (const path of [
    `/sign/${quotation.id}`,
    `/sign/${quotation.id}?token=forged.token`,
    `/sign/${quotation.id + 100000}?token=abc.def`,
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/sign\/error\?reason=invalid-link$/);
    await expect(page.getByRole("heading", { name: "Unexpected error occurred during signing process" })).toBeVisible();
  }
  await page.screenshot({ path: `${SCREENS}/signing-error.png` });

  const body = JSON.stringify({
    type: "signed",
    externalId: "quotation-1-v1-000000000000",
    envelopeId: "x".repeat(32),
    signedAt: new Date().toISOString(),
  });
  const forged = await anonymous.post("/api/signing/webhook", {
    data: body,
    headers: { "Content-Type": "application/json", "X-Portal-Signature": `t=${Math.floor(Date.now() / 1000)},v1=${"a".repeat(64)}` },
  });
  expect(forged.status()).toBe(401);
  const unsigned = await anonymous.post("/api/signing/webhook", { data: body, headers: { "Content-Type": "application/json" } });
  expect(unsigned.status()).toBe(401);
  expect((await broker.quotation(quotation.id)).status).toBe("PRE_BOUND");
  await anonymous.dispose();
  await broker.dispose();
});
