import { expect } from "@playwright/test";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { eventForm, signInApi, type ApiUser } from "./api-client";
import { sql } from "./db";

// A quotation the broker has signed, for the bind specs: made through the API (submitted, priced by
// the underwriter after the prior-loss referral, options selected, pre-bound), then moved to SIGNED
// in the database, standing in for the signing flow.

export const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

export async function signedQuotation(broker: ApiUser, insured: string): Promise<QuotationDetailsDto> {
  const values = eventForm(broker.id, {
    applicant: { name: insured },
    perils: ["rainfall"],
    coverage: { rainfall: { threshold: "0.5", limitPerDay: "10000" } },
    priorLoss: "yes",
    priorLossDetails: "Rain-out in 2023",
  });
  const rated = await broker.submitted(values);
  expect(rated.status).toBe("REFERRED_TO_UNDERWRITER");
  const underwriter = await signInApi("underwriter@example.com");
  const reviewed = await underwriter.post<QuotationDetailsDto>(`/api/quotation/${rated.id}/review`, {
    decision: "amend",
    premiums: { rainfall: "1500.00" },
  });
  expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
  await underwriter.dispose();
  const prebound = await broker.post<QuotationDetailsDto>(`/api/quotation/${rated.id}/select-options`, {
    perils: ["rainfall"],
    claimsVerificationSource: "CLOSEST_WEATHER_STATION",
  });
  expect(prebound.status, JSON.stringify(prebound.body)).toBe(200);
  expect((prebound.body.data as QuotationDetailsDto).status).toBe("PRE_BOUND");
  await sql(`UPDATE "QuotationVersion" SET status = 'SIGNED' WHERE "quotationId" = $1 AND status = 'PRE_BOUND'`, [rated.id]);
  await sql(`UPDATE "Quotation" SET status = 'SIGNED' WHERE id = $1`, [rated.id]);
  return broker.quotation(rated.id);
}

/** Uploads a document to the quotation through the API (multipart), with an optional type. */
export async function uploadDocument(user: ApiUser, quotationId: number, fileName: string, type?: string) {
  const response = await user.request.post(`/api/quotation/${quotationId}/document`, {
    multipart: { file: { name: fileName, mimeType: "application/pdf", buffer: PDF }, ...(type ? { type } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
}
