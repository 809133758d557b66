import { beforeAll, describe, expect, it } from "vitest";
import { breakdownRows } from "@/lib/pricing/price-breakdown";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { quotationProposalData } from "@/server/documents/quotation-proposal-data";
import { getPolicyDetails } from "@/server/policies/get-policy-details";
import { bindQuotation } from "@/server/quotations/bind-quotation";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { onlyBinderCoveringToday, policyNumber, quotationWithApplication, useTemporaryFileStorage } from "../support/binding";
import { demoActor } from "../support/factories";

// Issue 14 item 1: one quotation has one price, from the quotation's answer (what the wizard,
// select options, review and the bind dialog show) to the proposal the insured signs, the bind
// invoice and the policy page, for a New York and a Kentucky insured.

let underwriter: Actor;
let broker: Actor;

beforeAll(async () => {
  useTemporaryFileStorage();
  underwriter = await demoActor("underwriter@example.com");
  broker = await demoActor("broker@example.com");
  await onlyBinderCoveringToday("100000000.00");
});

const PLACES = {
  // The factory's insured and risk: New York, NY 10024.
  NY: null,
  KY: {
    applicantCity: "Louisville",
    applicantState: "KY",
    applicantZipCode: "40202",
    locationCity: "Louisville",
    locationState: "KY",
    locationZipCode: "40202",
  },
} as const;

describe("one price from the quotation to the invoice", () => {
  it.each(Object.keys(PLACES) as (keyof typeof PLACES)[])(
    "%s: the quotation's answer, the proposal, the bind invoice and the policy agree",
    async (state) => {
      // Rainfall 800.00 + maximum temperature 300.00, fees 150.00 (factory).
      const q = await quotationWithApplication(broker, { fees: "150.00" });
      if (PLACES[state]) await db.quotationVersion.updateMany({ where: { quotationId: q.id }, data: PLACES[state] });

      const details = await getQuotationDetails(broker, q.id);
      const price = details.current.price!.breakdown;
      expect(price.taxState).toBe(state);
      expect([price.premium, price.fees, price.premiumAndFees]).toEqual(["1100.00", "150.00", "1250.00"]);
      expect(price.premiumLines.map((l) => [l.label, l.amount])).toEqual([
        ["Rainfall", "800.00"],
        ["Maximum temperature", "300.00"],
      ]);
      if (state === "NY") {
        // 1,250.00 × 3.6% = 45.00; × 0.15% = 1.875 → 1.88.
        expect(price.taxLines.map((l) => [l.label, l.amount])).toEqual([
          ["New York excess line tax", "45.00"],
          ["New York stamping fee", "1.88"],
        ]);
        expect(price.total).toBe("1296.88");
      } else {
        expect(price.taxLines.map((l) => l.label)).toEqual([
          "Kentucky surplus lines tax and premium surcharge",
          expect.stringMatching(/^Kentucky local government premium tax/),
        ]);
        expect(price.stateTax).toBe("60.00"); // 1,250.00 × 4.8%
        expect(price.municipalityTaxRate).not.toBeNull();
      }

      // The proposal prints the same rows.
      const proposal = await quotationProposalData(details, new Date());
      expect(breakdownRows(proposal.breakdown)).toEqual(breakdownRows(price));

      // The bind invoice charges the same premium, fees and taxes; the policy page shows them.
      const bound = await bindQuotation(underwriter, q.id, { policyNumber: policyNumber() });
      const invoice = bound.invoices[0];
      expect([
        invoice.grossBoundPremium,
        invoice.fees,
        invoice.stateTax,
        invoice.stampingFee,
        invoice.municipalityTax,
        invoice.grossTotal,
      ]).toEqual([price.premium, price.fees, price.stateTax, price.stampingFee, price.municipalityTax, price.total]);
      expect(invoice.lines.filter((l) => l.kind === "tax").map((l) => [l.label, l.amount])).toEqual(
        price.taxLines.map((l) => [l.label, l.amount]),
      );
      expect(invoice.lines.find((l) => l.kind === "subtotal")).toEqual({
        kind: "subtotal",
        label: "Total payable by the insured",
        amount: price.total,
      });
      const policy = await getPolicyDetails(broker, bound.id);
      expect(breakdownRows(policy.price)).toEqual(breakdownRows(price));
    },
  );
});
