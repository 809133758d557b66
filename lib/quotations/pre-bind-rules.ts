import type { ClaimsVerificationSourceName } from "@/lib/rater/perils";
import { MESSAGES } from "./quotation-labels";

// Spec §4: a pre-bind goes to an underwriter instead of to signing when a pre-bind rule hits. One
// list, read by the select-options use case and by the pre-bind confirmation, which says what will
// happen before the broker confirms.

export const ONSITE_OBSERVER_REFERRAL = "An on-site observer hired by the insured needs the underwriter's approval";

/** Why a pre-bind with this choice is referred to an underwriter; empty when it is not. */
export function preBindReferralReasons(choice: {
  belowMinimumPremium: boolean;
  claimsVerificationSource: ClaimsVerificationSourceName;
}): string[] {
  const reasons: string[] = [];
  if (choice.belowMinimumPremium) reasons.push(MESSAGES.belowMinimumPremium);
  if (choice.claimsVerificationSource === "ONSITE_OBSERVER") reasons.push(ONSITE_OBSERVER_REFERRAL);
  return reasons;
}
