import type { FeeRules } from "@/lib/quotations/fee-rules";
import type { ClaimsVerificationSourceName, PerilName } from "@/lib/rater/perils";
import { toCentsNumber } from "../details/format";

// The fees of a choice of options, as the rater counts them (DESIGN.md §6 step 6), so that the
// review and select-options screens can show the premium as the user changes it. The server
// prices the choice again when it is sent.

export type { FeeRules };

/** Fees in cents of the chosen perils with a claims verification source. */
export function feesFor(perils: PerilName[], source: ClaimsVerificationSourceName, rules: FeeRules) {
  const observedPerils = perils.filter((p) => p !== "lightning").length;
  const observer = source === "OFFSITE_OBSERVER" ? toCentsNumber(rules.weatherWorksFee) * rules.eventDays * observedPerils : 0;
  const lightning = perils.includes("lightning") ? toCentsNumber(rules.lightningFee) * rules.lightningPeriods : 0;
  return { observer, lightning, observedPerils, total: observer + lightning };
}
