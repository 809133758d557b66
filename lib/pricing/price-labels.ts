// The headings and rows of a price breakdown (lib/pricing/price-breakdown.ts computes it), without
// decimal.js, so that screens that only show a price need not load the arithmetic.

/** The headings of the breakdown, the same on every screen and document. */
export const PRICE_LABELS = {
  premium: "Premium",
  fees: "Fees",
  taxes: "Taxes",
  /** Premium plus fees, before taxes (what the minimum premium is compared with): never just "premium". */
  premiumAndFees: "Premium and fees",
  total: "Total payable by the insured",
  /** The total while the insured's state (so its taxes) is not known. */
  totalBeforeTaxes: "Total payable by the insured, before taxes",
  /** The total of a return (a credit note). */
  returnTotal: "Total returned to the insured",
  observerFee: "Off-site observer fee",
  lightningFee: "Lightning fee",
  /** The fees as one sum, when they are not split by kind. */
  thirdPartyFees: "Third-party verification fees",
  /** Said instead of the tax lines while the insured's state is not known. */
  taxesUnknown: "Taxes of the insured's state",
} as const;

export type PriceLine = { key: string; label: string; amount: string };

export type PriceBreakdown = {
  premiumLines: PriceLine[];
  /** Sum of the premium lines. */
  premium: string;
  /** Observer and lightning fees; zero fees are left out. */
  feeLines: PriceLine[];
  fees: string;
  /** USPS code of the state whose taxes apply, or null when unknown. */
  taxState: string | null;
  /** State tax (always), stamping fee (when not zero), Kentucky's municipality tax (always in Kentucky). */
  taxLines: PriceLine[];
  /** Sum of the tax lines; null while the state is unknown. */
  taxes: string | null;
  stateTax: string;
  stampingFee: string;
  municipalityTax: string;
  /** The municipality-tax rate used (a fraction), or null outside Kentucky. */
  municipalityTaxRate: string | null;
  /** Premium + fees: what the minimum premium is compared with. */
  premiumAndFees: string;
  /** Premium + fees + taxes: what the insured pays (before taxes while the state is unknown). */
  total: string;
  /** "Total payable by the insured" ("…, before taxes" while the state is unknown), or "Total returned to the insured" for a return. */
  totalLabel: string;
};

export type BreakdownRow =
  | { kind: "line"; group: "premium" | "fees" | "taxes"; key: string; label: string; amount: string }
  | { kind: "subtotal"; group: "premium" | "fees" | "taxes"; key: string; label: string; amount: string | null }
  | { kind: "total"; key: "total"; label: string; amount: string };

/**
 * The rows every breakdown prints, in order, on screen and on paper. Each group opens with its
 * heading and sum, its lines under it: "Premium" and the premium per option, "Fees" and the fees,
 * "Taxes" (no amount while the state is unknown) and the state's taxes, so a tax line is never
 * read as one of the fees; then "Total payable by the insured".
 */
export function breakdownRows(b: PriceBreakdown): BreakdownRow[] {
  return [
    { kind: "subtotal", group: "premium", key: "premium", label: PRICE_LABELS.premium, amount: b.premium },
    ...b.premiumLines.map((l): BreakdownRow => ({ kind: "line", group: "premium", ...l })),
    { kind: "subtotal", group: "fees", key: "fees", label: PRICE_LABELS.fees, amount: b.fees },
    ...b.feeLines.map((l): BreakdownRow => ({ kind: "line", group: "fees", ...l })),
    {
      kind: "subtotal",
      group: "taxes",
      key: "taxes",
      label: b.taxes === null ? PRICE_LABELS.taxesUnknown : PRICE_LABELS.taxes,
      amount: b.taxes,
    },
    ...b.taxLines.map((l): BreakdownRow => ({ kind: "line", group: "taxes", ...l })),
    { kind: "total", key: "total", label: b.totalLabel, amount: b.total },
  ];
}
