import { expect, test } from "@playwright/test";
import { eventForm, signInApi } from "./support/api-client";
import { DEMO_PASSWORD } from "./support/db";
import { signIn, waitForApp } from "./support/session";

// Issue 14 item 6: a dialog whose action the server refuses says why in words, never with the HTTP
// status ("… (409)"). The quotation is cancelled behind the broker's back while the Request
// referral dialog is open, as when another tab or a colleague got there first.

const STATUS_IN_TEXT = /\(\d{3}\)/;

test("a refused dialog action reads in words, without the HTTP status", async ({ page }) => {
  const broker = await signInApi("broker@example.com");
  const underwriter = await signInApi("underwriter@example.com");
  const submitted = await broker.submitted(
    eventForm(broker.id, { applicant: { name: "Words Not Numbers Fair" }, priorLoss: "yes", priorLossDetails: "Rain-out in 2023" }),
  );
  expect(submitted.status).toBe("REFERRED_TO_UNDERWRITER");
  const premiums = Object.fromEntries(submitted.current.perils.map((p) => [p.peril, "1500.00"]));
  expect((await underwriter.post(`/api/quotation/${submitted.id}/review`, { decision: "amend", premiums })).status).toBe(200);

  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  await page.goto(`/quotation/${submitted.id}/details`);
  await expect(page.getByRole("heading", { name: `Quotation ${submitted.quotationNumber}` })).toBeVisible();
  await waitForApp(page);

  await page.getByRole("button", { name: "Request referral" }).click();
  const dialog = page.getByRole("dialog", { name: `Request referral of ${submitted.quotationNumber}` });
  await dialog.getByLabel("Reason").fill("The insured asks for a lower rainfall threshold");

  // Meanwhile the quotation is cancelled: the referral request is refused (409).
  expect((await broker.post(`/api/quotation/${submitted.id}/cancel`, { reason: "Taken elsewhere" })).status).toBe(200);
  const refused = await broker.post(`/api/quotation/${submitted.id}/request-referral`, { reason: "again" });
  expect(refused.status).toBe(409);
  const reason = refused.body.error!.message;

  await dialog.getByRole("button", { name: "Send referral request" }).click();
  const snackbar = page.getByTestId("snackbar").last();
  await expect(snackbar).toHaveText(`Could not send referral request: ${reason}`);
  expect(await snackbar.innerText()).not.toMatch(STATUS_IN_TEXT);
  // The dialog stays open with the text typed, and nothing in it names a status either.
  await expect(dialog).toBeVisible();
  expect(await dialog.innerText()).not.toMatch(STATUS_IN_TEXT);
  await page.screenshot({ path: "e2e/.artifacts/refused-dialog-1280.png" });
  await page.setViewportSize({ width: 768, height: 1000 });
  await expect(snackbar).toBeVisible();
  await page.screenshot({ path: "e2e/.artifacts/refused-dialog-768.png" });

  await broker.dispose();
  await underwriter.dispose();
});
