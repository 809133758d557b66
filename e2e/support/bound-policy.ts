import { expect } from "@playwright/test";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { eventForm, signInApi } from "./api-client";
import { sql } from "./db";
import { uploadDocument } from "./signed-quotation";

const BROKER = "broker@example.com";
const UNDERWRITER = "underwriter@example.com";

/**
 * A policy of Brightline's broker bound through the API (rated, priced by the underwriter after a
 * prior-loss referral, options selected, signed, bound): the reports' rows are made the real way.
 */
export async function boundPolicy(insured: string, limitPerDay = "10000"): Promise<PolicyDetailsDto> {
  const broker = await signInApi(BROKER);
  const rated = await broker.submitted(
    eventForm(broker.id, {
      applicant: { name: insured },
      limitPerDay,
      perils: ["rainfall"],
      coverage: { rainfall: { threshold: "0.5", limitPerDay } },
      priorLoss: "yes",
      priorLossDetails: "Rain-out in 2023",
    }),
  );
  const underwriter = await signInApi(UNDERWRITER);
  const reviewed = await underwriter.post<QuotationDetailsDto>(`/api/quotation/${rated.id}/review`, {
    decision: "amend",
    premiums: { rainfall: "1500.00" },
  });
  expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
  const prebound = await broker.post(`/api/quotation/${rated.id}/select-options`, {
    perils: ["rainfall"],
    claimsVerificationSource: "CLOSEST_WEATHER_STATION",
  });
  expect(prebound.status, JSON.stringify(prebound.body)).toBe(200);
  await sql(`UPDATE "QuotationVersion" SET status = 'SIGNED' WHERE "quotationId" = $1 AND status = 'PRE_BOUND'`, [rated.id]);
  await sql(`UPDATE "Quotation" SET status = 'SIGNED' WHERE id = $1`, [rated.id]);
  await uploadDocument(broker, rated.id, `iwo-${rated.id}.pdf`, "IWO");
  const bound = await underwriter.post<PolicyDetailsDto>(`/api/quotation/${rated.id}/bind`, {
    policyNumber: `WEP-RPT-${rated.id}-${Date.now().toString(36).toUpperCase()}`,
  });
  expect(bound.status, JSON.stringify(bound.body)).toBe(201);
  await broker.dispose();
  await underwriter.dispose();
  return bound.body.data as PolicyDetailsDto;
}
