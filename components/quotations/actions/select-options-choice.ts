import type { PricedOption } from "@/lib/pricing/quotation-price";
import type { PerilValueDto } from "@/lib/quotations/quotation-dto";
import type { PerilName } from "@/lib/rater/perils";

// The select-options screen's choice, shared by its page (the first price, on the server) and its
// form (the price as the choice changes).

/** The options chosen when the screen opens: those selected before, or every quotable one. */
export function initialChoice(perils: PerilValueDto[]): PerilName[] {
  const anySelected = perils.some((p) => p.selected && p.quotable);
  return perils.filter((p) => p.quotable && (p.selected || !anySelected)).map((p) => p.peril);
}

/** The priced options of a choice. */
export function chosenOptions(perils: PerilValueDto[], chosen: readonly PerilName[]): PricedOption[] {
  return perils
    .filter((p) => chosen.includes(p.peril) && p.quotable && p.premium !== null)
    .map((p) => ({ peril: p.peril, premium: p.premium! }));
}
