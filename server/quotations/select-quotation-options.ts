import "server-only";
import { validationFailure } from "@/lib/api/errors";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { preBindReferralReasons } from "@/lib/quotations/pre-bind-rules";
import { MESSAGES, selectOptionsSchema } from "@/lib/quotations/quotation-schema";
import { CLAIMS_VERIFICATION_SOURCE_LABELS, PERIL_LABELS } from "@/lib/rater/perils";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { getAppConfig } from "@/server/settings/get-app-config";
import { emailSigningLinks } from "@/server/signing/signing-links";
import { storeProposalAfterPreBind } from "./generate-quotation-proposal";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { quotationDetailsDto } from "./get-quotation-details";
import { notifyUnderwriters } from "./notify-quotation";
import { lockQuotationFor, setQuotationStatus, quotationTransaction } from "./quotation-access";
import { priceVersion } from "./quotation-premium";
import { withinCoverageFreeze } from "./referral-rules";

/**
 * POST /api/quotation/{id}/select-options (broker, admin): the broker chooses which priced options
 * to buy and the claims verification source, and pre-binds. The quotation becomes PRE_BOUND, or
 * PRE_BOUND_REFERRED_TO_UNDERWRITER when a pre-bind rule hits (the selected total is below the
 * minimum premium, or an on-site observer hired by the insured). Changing the claims verification
 * source within 10 days of the start is refused.
 */
export async function selectQuotationOptions(
  actor: Actor,
  quotationId: unknown,
  input: ActionInput<typeof selectOptionsSchema>,
): Promise<QuotationDetailsDto> {
  const config = await getAppConfig();
  const id = await quotationTransaction(async (tx) => {
    const { quotation, version } = await lockQuotationFor(tx, actor, quotationId, "selectOptions");
    const selection = actionInput(selectOptionsSchema, input);
    selection.perils.forEach((peril, i) => {
      const option = version.perils.find((p) => p.peril === peril);
      if (!option) throw validationFailure([{ path: `perils.${i}`, message: `${PERIL_LABELS[peril]} is not an option of this quotation` }]);
      if (!option.quotable || option.premium === null)
        throw validationFailure([{ path: `perils.${i}`, message: `${PERIL_LABELS[peril]} has no premium and cannot be selected` }]);
    });
    const sourceChanged = selection.claimsVerificationSource !== version.claimsVerificationSource;
    if (sourceChanged && withinCoverageFreeze(version)) {
      throw validationFailure([{ path: "claimsVerificationSource", message: MESSAGES.coverageWithin10Days }]);
    }
    const price = priceVersion(version, version.perils, config, {
      perils: selection.perils,
      claimsVerificationSource: selection.claimsVerificationSource,
    });
    const reasons = preBindReferralReasons({
      belowMinimumPremium: price.total.lt(config.minimumPremium.toString()),
      claimsVerificationSource: selection.claimsVerificationSource,
    });
    for (const p of version.perils) {
      await tx.perilValue.update({ where: { id: p.id }, data: { selected: selection.perils.includes(p.peril) } });
    }
    const status = reasons.length > 0 ? "PRE_BOUND_REFERRED_TO_UNDERWRITER" : "PRE_BOUND";
    await setQuotationStatus(tx, quotation, version, status, {
      claimsVerificationSource: selection.claimsVerificationSource,
      fees: price.fees.toFixed(2),
      totalPremium: price.total.toFixed(2),
      ...(reasons.length > 0 ? { referralReasons: [...version.referralReasons, ...reasons] } : {}),
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "quotation.selectOptions",
      subjectType: "Quotation",
      subjectId: quotation.id,
      before: { status: quotation.status, claimsVerificationSource: version.claimsVerificationSource },
      after: {
        status,
        perils: selection.perils,
        claimsVerificationSource: selection.claimsVerificationSource,
        totalPremium: price.total.toFixed(2),
        ...(reasons.length ? { reasons } : {}),
      },
    });
    if (status === "PRE_BOUND") await emailSigningLinks(tx, quotation, version, new Date(), { fresh: true });
    if (status === "PRE_BOUND_REFERRED_TO_UNDERWRITER") {
      await notifyUnderwriters(
        tx,
        quotation,
        "pre-bound, referred to underwriting",
        "The broker pre-bound this quotation; it needs an underwriter's approval:",
        [
          ...reasons,
          `Options: ${selection.perils.map((p) => PERIL_LABELS[p]).join(", ")}`,
          `Claims verification: ${CLAIMS_VERIFICATION_SOURCE_LABELS[selection.claimsVerificationSource]}`,
        ],
      );
    }
    return quotation.id;
  });
  await storeProposalAfterPreBind(id);
  return quotationDetailsDto(db, actor, id);
}
