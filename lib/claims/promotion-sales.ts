import type Decimal from "decimal.js";

// The final sales a promotion's claim measures the benefits by (lib/claims/claim-amount.ts
// `promotionSales`): the final sales the underwriter confirmed, else those the broker reported,
// else the final estimated sales of the policy's terms; null when none is known.

type Amount = Decimal.Value | { toString(): string };
type Revision = { status: "SUBMITTED" | "REVIEWED"; finalSalesAmount: Amount; reportedAmount: Amount; createdAt: Date };

const text = (value: Amount) => value.toString();

/** `revisions` in any order: the newest reviewed one, else the newest reported one. */
export function promotionSales(revisions: readonly Revision[], finalEstimatedSales: Amount | null | undefined): string | null {
  const newestFirst = [...revisions].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const reviewed = newestFirst.find((r) => r.status === "REVIEWED");
  if (reviewed) return text(reviewed.finalSalesAmount);
  if (newestFirst[0]) return text(newestFirst[0].reportedAmount);
  return finalEstimatedSales === null || finalEstimatedSales === undefined ? null : text(finalEstimatedSales);
}
