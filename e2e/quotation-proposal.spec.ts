import { expect, test } from "@playwright/test";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { DEMO_PASSWORD } from "./support/db";
import { anonymousApi, eventForm, signInApi } from "./support/api-client";
import { signIn, waitForApp } from "./support/session";

// The proposal letter of a pre-bound quotation, read from its details page as a PDF; not served to
// anyone who only knows the id.
test("a broker opens the proposal letter of a pre-bound quotation from its details", async ({ page }) => {
  const broker = await signInApi("broker@example.com");
  let quotation = await broker.submitted(eventForm(broker.id, { applicant: { name: "Proposal Park Concerts" } }));
  if (quotation.status === "REFERRED_TO_UNDERWRITER") {
    const underwriter = await signInApi("underwriter@example.com");
    const premiums = Object.fromEntries(quotation.current.perils.map((p) => [p.peril, p.premium ?? "900.00"]));
    const reviewed = await underwriter.post<QuotationDetailsDto>(`/api/quotation/${quotation.id}/review`, { decision: "amend", premiums });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    await underwriter.dispose();
  }
  const quoted = await broker.quotation(quotation.id);
  const perils = quoted.current.perils.filter((p) => p.quotable && p.premium !== null).map((p) => p.peril).filter((p) => p !== "lightning" || quoted.current.perils.some((o) => o.peril === "rainfall" && o.quotable));
  const prebound = await broker.post<QuotationDetailsDto>(`/api/quotation/${quotation.id}/select-options`, { perils, claimsVerificationSource: "CLOSEST_WEATHER_STATION" });
  expect(prebound.status, JSON.stringify(prebound.body)).toBe(200);
  quotation = prebound.body.data as QuotationDetailsDto;

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
