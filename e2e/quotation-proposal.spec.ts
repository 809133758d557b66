import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/db";
import { anonymousApi, eventForm, signInApi } from "./support/api-client";
import { signIn, waitForApp } from "./support/session";

// The proposal letter of a pre-bound quotation, read from its details page as a PDF; not served to
// anyone who only knows the id.
test("a broker opens the proposal letter of a pre-bound quotation from its details", async ({ page }) => {
  const broker = await signInApi("broker@example.com");
  const quotation = await broker.preBound(eventForm(broker.id, { applicant: { name: "Proposal Park Concerts" } }));
  expect(quotation.status).toBe("PRE_BOUND");

  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  await page.goto(`/quotation/${quotation.id}/details`);
  await waitForApp(page);
  const link = page.getByTestId("proposals").getByRole("link", { name: /Proposal letter/ });
  await expect(link).toHaveAttribute("href", `/print/quotation-proposal/${quotation.id}`);
  const pdf = await page.request.get(`/print/quotation-proposal/${quotation.id}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Without a session or a signed link, and for another company's broker: nothing.
  const anonymous = await anonymousApi();
  expect((await anonymous.get(`/print/quotation-proposal/${quotation.id}`)).status()).toBe(401);
  expect((await anonymous.get(`/print/quotation-proposal/${quotation.id}?token=forged.token`)).status()).toBe(401);
  await anonymous.dispose();
  const harbor = await signInApi("broker@harbor.example.com");
  expect((await harbor.request.get(`/print/quotation-proposal/${quotation.id}`)).status()).toBe(404);
  await harbor.dispose();
  await broker.dispose();
});
