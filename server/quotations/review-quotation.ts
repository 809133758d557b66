import "server-only";
import Decimal from "decimal.js";
import { validationFailure } from "@/lib/api/errors";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { z } from "zod";
import { formatMoney } from "@/lib/format/money";
import { quotationPrice } from "@/lib/pricing/quotation-price";
import { reviewPremiumsSchema } from "@/lib/pricing/review-premiums-schema";
import { pricingTermsOf } from "@/server/pricing/pricing-terms";
import { reviewSchema } from "@/lib/quotations/quotation-schema";
import { PERIL_LABELS } from "@/lib/rater/perils";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { getAppConfig } from "@/server/settings/get-app-config";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { parseInput } from "@/server/http/parse-input";
import { quotationDetailsDto } from "./get-quotation-details";
import { notifyBroker } from "./notify-quotation";
import { lockQuotationFor, setQuotationStatus, quotationTransaction } from "./quotation-access";
import { priceVersion, reviewPricingOf, storedCover } from "./quotation-premium";

/**
 * POST /api/quotation/{id}/review (underwriter, admin) on a referred quotation: accept it as
 * rated, amend the premium of some options and accept (premium after review; an option the rater
 * could not price becomes quotable once the underwriter prices it), or decline with a reason.
 * A quotation is never accepted below the minimum premium: the answer then is
 * "Calculated Premium is below Minimum Premium" and nothing changes.
 */
export async function reviewQuotation(
  actor: Actor,
  quotationId: unknown,
  input: ActionInput<typeof reviewSchema>,
): Promise<QuotationDetailsDto> {
  const config = await getAppConfig();
  const id = await quotationTransaction(async (tx) => {
    const { quotation, version } = await lockQuotationFor(tx, actor, quotationId, "review");
    const review = actionInput(reviewSchema, input);
    const reviewed = { reviewedById: actor.id, reviewedAt: new Date() };
    if (review.decision === "decline") {
      await setQuotationStatus(tx, quotation, version, "DECLINED", { ...reviewed, declineReason: review.reason });
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "quotation.decline",
        subjectType: "Quotation",
        subjectId: quotation.id,
        before: { status: quotation.status },
        after: { status: "DECLINED", reason: review.reason },
      });
      await notifyBroker(tx, quotation, "declined", "The underwriter declined this quotation:", [review.reason]);
      return quotation.id;
    }

    const amended: Partial<Record<string, string>> = review.decision === "amend" ? review.premiums : {};
    for (const peril of Object.keys(amended)) {
      if (!version.perils.some((p) => p.peril === peril))
        throw validationFailure([
          { path: `premiums.${peril}`, message: `${PERIL_LABELS[peril as keyof typeof PERIL_LABELS]} is not an option of this quotation` },
        ]);
    }
    const perils = version.perils.map((p) => {
      const after = amended[p.peril];
      return after ? { ...p, premiumAfterReview: new Decimal(after), premium: new Decimal(after), quotable: true } : p;
    });
    // The review screen's own check (lib/pricing/review-amendment.ts): some option priced, and
    // premium and fees at least the minimum premium, the message at the first amended option.
    parseInput(z.object({ premiums: reviewPremiumsSchema(reviewPricingOf(version, config)) }), { premiums: amended });
    const price = priceVersion(
      version,
      perils.filter((p) => p.quotable),
      config,
    );
    const terms = await pricingTermsOf(
      {
        insuredState: version.applicantState,
        locationState: version.locationState,
        locationCity: version.locationCity,
        locationZipCode: version.locationZipCode,
      },
      tx,
      config,
    );
    const payable = quotationPrice({
      options: perils.filter((p) => p.quotable && p.premium !== null).map((p) => ({ peril: p.peril, premium: p.premium!.toString() })),
      cover: storedCover(version),
      claimsVerificationSource: version.claimsVerificationSource,
      terms,
      storedFees: price.fees.toFixed(2),
    });
    for (const p of perils) {
      const after = amended[p.peril];
      if (after) await tx.perilValue.update({ where: { id: p.id }, data: { premiumAfterReview: after, premium: after, quotable: true } });
    }
    await setQuotationStatus(tx, quotation, version, "READY", {
      ...reviewed,
      fees: price.fees.toFixed(2),
      totalPremium: price.total.toFixed(2),
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: review.decision === "amend" ? "quotation.amendAndAccept" : "quotation.accept",
      subjectType: "Quotation",
      subjectId: quotation.id,
      before: { status: quotation.status, totalPremium: version.totalPremium?.toFixed(2) ?? null },
      after: {
        status: "READY",
        totalPremium: price.total.toFixed(2),
        ...(review.decision === "amend" ? { premiumsAfterReview: amended } : {}),
        ...(review.note ? { note: review.note } : {}),
      },
    });
    await notifyBroker(
      tx,
      quotation,
      "accepted by the underwriter",
      review.decision === "amend"
        ? "The underwriter accepted this quotation with amended premiums:"
        : "The underwriter accepted this quotation.",
      [
        ...Object.entries(amended).map(
          ([peril, premium]) => `${PERIL_LABELS[peril as keyof typeof PERIL_LABELS]}: ${formatMoney(premium)}`,
        ),
        // The figure every screen shows (lib/pricing, D85): premium, fees and the insured state's taxes.
        `${payable.breakdown.totalLabel}: ${formatMoney(payable.breakdown.total)}`,
        ...(review.note ? [review.note] : []),
      ],
    );
    return quotation.id;
  });
  return quotationDetailsDto(db, actor, id);
}
