import { expect, test } from "@playwright/test";
import { invoiceFigures } from "@/lib/policies/invoice-figures";
import { deriveSigningSecret } from "@/server/env";
import { createSignedLink, type SignedLinkPurpose } from "@/server/signing/signed-link";
import { anonymousApi, eventForm, signInApi } from "./support/api-client";
import { sql } from "./support/db";
import { E2E } from "./support/settings";

// The policy wording and invoice PDFs over HTTP: who gets them, and what a link without, with a
// forged or with an expired token gets. The policy is written straight to the database from a
// submitted quotation (binding is tested by its own spec).

const secret = deriveSigningSecret(E2E.serverEnv.AUTH_SECRET);
const link = (purpose: SignedLinkPurpose, id: number, ttl = 600, now = new Date()) => createSignedLink(purpose, id, ttl, now, secret);

async function issuedPolicy(quotationId: number, brokerUserId: number) {
  const [version] = await sql<{ id: number }>(
    `SELECT id FROM "QuotationVersion" WHERE "quotationId" = $1 ORDER BY "versionNumber" DESC LIMIT 1`,
    [quotationId],
  );
  // Without the weather history (WEATHER_DATA_DIR) the rater leaves premiums empty: give them one.
  await sql(`UPDATE "PerilValue" SET selected = true, quotable = true, premium = coalesce(premium, 900.00) WHERE "versionId" = $1`, [
    version.id,
  ]);
  await sql(`UPDATE "QuotationVersion" SET status = 'BOUND' WHERE id = $1`, [version.id]);
  await sql(`UPDATE "Quotation" SET status = 'BOUND' WHERE id = $1`, [quotationId]);
  const number = `WEP-E2E-${quotationId}`;
  const [policy] = await sql<{ id: number; premium: string }>(
    `INSERT INTO "Policy" ("policyNumber", "quotationId", "quotationVersionId", "brokerCompanyId", "brokerUserId", "underwriterCompanyId", "binderId",
       "insuredName", "insuredEmail", "insuredStreet", "insuredCity", "insuredState", "insuredZipCode", kind, "itemName", "dateFrom", "dateUntil",
       deductible, "aggregateLimit", premium, "updatedAt")
     SELECT $1, q.id, v.id, q."brokerCompanyId", q."brokerUserId", (SELECT id FROM "Company" WHERE role = 'UNDERWRITER' ORDER BY id LIMIT 1),
       (SELECT id FROM "Binder" ORDER BY id LIMIT 1), v."applicantName", v."applicantEmail", v."applicantStreet", v."applicantCity",
       v."applicantState", v."applicantZipCode", 'EVENT', v."eventName", v."datesOfCoverage"[1], v."datesOfCoverage"[array_length(v."datesOfCoverage", 1)],
       coalesce(v.deductible, 0), v."limitPerDay" * array_length(v."datesOfCoverage", 1),
       (SELECT sum(premium) FROM "PerilValue" WHERE "versionId" = v.id AND selected), now()
     FROM "Quotation" q JOIN "QuotationVersion" v ON v.id = $2 WHERE q.id = $3 AND q."brokerUserId" = $4
     RETURNING id, premium::text`,
    [number, version.id, quotationId, brokerUserId],
  );
  const f = invoiceFigures({
    grossBoundPremium: policy.premium,
    commissionPercent: "15.00",
    stateFee: { state: "NY", name: "New York", tax: "0.036", stampingFee: "0.0015", municipalityTax: false },
  });
  const [invoice] = await sql<{ id: number }>(
    `INSERT INTO "Invoice" ("invoiceNumber", "policyId", kind, "grossBoundPremium", "commissionRate", commission, "stateTax", "stampingFee", "municipalityTax", fees, "amountDue")
     VALUES ($1, $2, 'BIND', $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
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
  return { policyId: policy.id, invoiceId: invoice.id, number };
}

test("the policy wording and the invoice go to readers of the policy and to holders of a signed link only", async () => {
  const broker = await signInApi("broker@example.com");
  const quotation = await broker.submitted(eventForm(broker.id, { applicant: { name: "Print Park Concerts" } }));
  const { policyId, invoiceId, number } = await issuedPolicy(quotation.id, broker.id);
  const anonymous = await anonymousApi();
  const harbor = await signInApi("broker@harbor.example.com");

  for (const doc of [
    {
      path: `/print/policy/other-states/${policyId}`,
      purpose: "print-policy" as const,
      id: policyId,
      other: "print-policy-invoice" as const,
      file: `policy-${number}.pdf`,
    },
    {
      path: `/print/policy-invoice/${invoiceId}`,
      purpose: "print-policy-invoice" as const,
      id: invoiceId,
      other: "print-policy" as const,
      file: `invoice-INV-${number}.pdf`,
    },
  ]) {
    const pdf = await broker.request.get(doc.path);
    expect(pdf.status(), doc.path).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toBe(`inline; filename="${doc.file}"`);
    expect(pdf.headers()["cache-control"]).toBe("private, no-store");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // No session and no link, a forged link, a link for another purpose or record, an expired link.
    const refused = async (query: string, message: string) => {
      const answer = await anonymous.get(`${doc.path}${query}`);
      expect(answer.status(), `${doc.path}${query}`).toBe(401);
      expect((await answer.json()).error).toEqual({ code: "UNAUTHENTICATED", message });
    };
    await refused("", "You are not signed in");
    await refused("?token=forged.token", "This link is not valid");
    await refused(`?token=${link(doc.other, doc.id)}`, "This link is not valid");
    await refused(`?token=${link(doc.purpose, doc.id + 1000)}`, "This link is not valid");
    await refused(`?token=${link(doc.purpose, doc.id, 60, new Date(Date.now() - 3600_000))}`, "This link has expired");
    // A valid link opens it without a session.
    const viaLink = await anonymous.get(`${doc.path}?token=${link(doc.purpose, doc.id)}`);
    expect(viaLink.status()).toBe(200);
    expect(viaLink.headers()["content-type"]).toBe("application/pdf");

    // Another company's broker: not found.
    expect((await harbor.request.get(doc.path)).status()).toBe(404);
  }
  await anonymous.dispose();
  await harbor.dispose();
  await broker.dispose();
});
