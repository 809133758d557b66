import { expect, test } from "@playwright/test";
import { invoiceFigures } from "@/lib/policies/invoice-figures";
import { deriveSigningSecret } from "@/server/env";
import { createSignedLink } from "@/server/signing/signed-link";
import { anonymousApi, eventForm, signInApi } from "./support/api-client";
import { DEMO_PASSWORD, sql } from "./support/db";
import { signIn, waitForApp } from "./support/session";
import { E2E } from "./support/settings";

// Issue 12 over HTTP and in the browser: a Montana insured's policy lists the Montana/Washington
// documents on its Files card and serves each of them (and not the other states' ones); a Texas
// insured's policy serves the Texas notice to its readers and to the holder of a signed link. The
// event itself is in New York: the insured's home state decides (D70). Policies are written
// straight to the database from a submitted quotation, as in policy-documents.spec.ts.

const secret = deriveSigningSecret(E2E.serverEnv.AUTH_SECRET);
const RATES: Record<string, { name: string; tax: string; stampingFee: string }> = {
  MT: { name: "Montana", tax: "0.0275", stampingFee: "0.00175" },
  TX: { name: "Texas", tax: "0.0485", stampingFee: "0.0004" },
};

async function issuedPolicy(quotationId: number, brokerUserId: number, state: "MT" | "TX") {
  const [version] = await sql<{ id: number }>(
    `SELECT id FROM "QuotationVersion" WHERE "quotationId" = $1 ORDER BY "versionNumber" DESC LIMIT 1`,
    [quotationId],
  );
  await sql(`UPDATE "PerilValue" SET selected = true, quotable = true, premium = coalesce(premium, 900.00) WHERE "versionId" = $1`, [
    version.id,
  ]);
  await sql(`UPDATE "QuotationVersion" SET status = 'BOUND' WHERE id = $1`, [version.id]);
  await sql(`UPDATE "Quotation" SET status = 'BOUND' WHERE id = $1`, [quotationId]);
  const number = `WEP-E2E-${state}-${quotationId}`;
  const [policy] = await sql<{ id: number; premium: string }>(
    `INSERT INTO "Policy" ("policyNumber", "quotationId", "quotationVersionId", "boundVersionId", "brokerCompanyId", "brokerUserId", "underwriterCompanyId", "binderId",
       "insuredName", "insuredEmail", "insuredStreet", "insuredCity", "insuredState", "insuredZipCode", kind, "itemName", "dateFrom", "dateUntil",
       deductible, "aggregateLimit", premium, "updatedAt")
     SELECT $1, q.id, v.id, v.id, q."brokerCompanyId", q."brokerUserId", (SELECT id FROM "Company" WHERE role = 'UNDERWRITER' ORDER BY id LIMIT 1),
       (SELECT id FROM "Binder" ORDER BY id LIMIT 1), v."applicantName", v."applicantEmail", v."applicantStreet", v."applicantCity",
       v."applicantState", v."applicantZipCode", 'EVENT', v."eventName", v."datesOfCoverage"[1], v."datesOfCoverage"[array_length(v."datesOfCoverage", 1)],
       coalesce(v.deductible, 0), v."limitPerDay" * array_length(v."datesOfCoverage", 1),
       (SELECT sum(premium) FROM "PerilValue" WHERE "versionId" = v.id AND selected), now()
     FROM "Quotation" q JOIN "QuotationVersion" v ON v.id = $2 WHERE q.id = $3 AND q."brokerUserId" = $4
     RETURNING id, premium::text`,
    [number, version.id, quotationId, brokerUserId],
  );
  const r = RATES[state];
  const f = invoiceFigures({
    grossBoundPremium: policy.premium,
    commissionPercent: "15.00",
    stateFee: { state, name: r.name, tax: r.tax, stampingFee: r.stampingFee, municipalityTax: false },
  });
  await sql(
    `INSERT INTO "Invoice" ("invoiceNumber", "policyId", kind, "grossBoundPremium", "commissionRate", commission, "stateTax", "stampingFee", "municipalityTax", fees, "amountDue")
     VALUES ($1, $2, 'BIND', $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      `INV-${number}`,
      policy.id,
      f.grossBoundPremium,
      f.commissionRate,
      f.commission,
      f.stateTax,
      f.stampingFee,
      f.municipalityTax,
      f.fees,
      f.amountDue,
    ],
  );
  return { policyId: policy.id, number };
}

const applicantIn = (state: "MT" | "TX") =>
  state === "MT"
    ? { name: "Big Sky Riverfront Music Festival LLC", street: "140 North Higgins Avenue", city: "Missoula", state: "MT", zipCode: "59802" }
    : { name: "Lone Star Balloon Fiesta Partners LP", street: "301 Congress Avenue", city: "Austin", state: "TX", zipCode: "78701" };

test("a Montana insured's Files card lists the Montana/Washington documents and each opens", async ({ page }) => {
  const broker = await signInApi("broker@example.com");
  const quotation = await broker.submitted(eventForm(broker.id, { applicant: applicantIn("MT") }));
  const { policyId, number } = await issuedPolicy(quotation.id, broker.id, "MT");

  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  await page.goto(`/policy/${policyId}`);
  await waitForApp(page);
  const files = page.getByTestId("policy-files");
  await expect(files.getByRole("link", { name: `Policy ${number}` })).toHaveAttribute(
    "href",
    `/print/policy/montana-washington/${policyId}`,
  );
  const expected = [
    ["Schedule of forms and endorsements", `/print/policy/montana-washington/${policyId}/schedule-of-form`],
    ["Sanction limitation and exclusion clause", `/print/policy/montana-washington/${policyId}/sanction-limitation`],
    ["Montana amendatory endorsement: cancellation and nonrenewal", `/print/policy/montana/${policyId}/amendatory-endorsement`],
  ];
  for (const [name, href] of expected) await expect(files.getByRole("link", { name })).toHaveAttribute("href", href);
  await expect(files.locator(`a[href*="/print/policy/texas/"]`)).toHaveCount(0);
  await expect(files.locator(`a[href*="/print/policy/washington/"]`)).toHaveCount(0);
  await expect(files.locator(`a[href="/print/policy/other-states/${policyId}"]`)).toHaveCount(0);
  await expect(page.getByTestId("policy-all-documents")).toHaveAttribute("href", `/print/policy/all-documents/${policyId}`);
  await page.screenshot({ path: "test-results/e2e-policy-documents-montana.png", fullPage: true });

  // Each listed document is a PDF for the broker; the documents of other states are not found.
  for (const href of [
    `/print/policy/montana-washington/${policyId}`,
    ...expected.map(([, h]) => h),
    `/print/policy/all-documents/${policyId}`,
  ]) {
    const pdf = await page.request.get(href);
    expect(pdf.status(), href).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }
  for (const href of [
    `/print/policy/other-states/${policyId}`,
    `/print/policy/washington/${policyId}/amendatory-endorsement`,
    `/print/policy/texas/${policyId}/notice`,
    `/print/policy/montana-washington/${policyId}/promotion-endorsement`,
  ]) {
    const answer = await page.request.get(href);
    expect(answer.status(), href).toBe(404);
    expect((await answer.json()).error.code).toBe("RESOURCE_NOT_FOUND");
  }
});

test("a Texas insured's notice goes to the policy's readers and to holders of a signed link", async () => {
  const broker = await signInApi("broker@example.com");
  const quotation = await broker.submitted(eventForm(broker.id, { applicant: applicantIn("TX") }));
  const { policyId, number } = await issuedPolicy(quotation.id, broker.id, "TX");
  const path = `/print/policy/texas/${policyId}/notice`;

  const details = await broker.request.get(`/api/policy/${policyId}`);
  const files = ((await details.json()).data.files as { kind: string; href: string }[])
    .filter((f) => f.kind === "POLICY_WORDING")
    .map((f) => f.href);
  expect(files).toEqual([`/print/policy/other-states/${policyId}`, path]);

  const pdf = await broker.request.get(path);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-disposition"]).toBe(`inline; filename="texas-notice-${number}.pdf"`);
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const anonymous = await anonymousApi();
  expect((await anonymous.get(path)).status()).toBe(401);
  const viaLink = await anonymous.get(`${path}?token=${createSignedLink("print-policy", policyId, 600, new Date(), secret)}`);
  expect(viaLink.status()).toBe(200);
  expect(viaLink.headers()["content-type"]).toBe("application/pdf");
  const harbor = await signInApi("broker@harbor.example.com");
  expect((await harbor.request.get(path)).status()).toBe(404);
  expect((await broker.request.get(`/print/policy/montana-washington/${policyId}`)).status()).toBe(404);
});
