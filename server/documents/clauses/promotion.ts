import "server-only";
import { formatDay, formatMoney } from "@/pdf/format";
import type { Clause } from "./clause";

// The promotion endorsement: the promotion insured, its rules, the deposit limit and the final
// sales notification.

export type PromotionFacts = {
  promotion: {
    name: string;
    periodFrom: string | null;
    periodUntil: string | null;
    promotionDate: string | null;
    finalEstimatedSales: string | null;
    minimumDepositLimit: string | null;
    finalSalesDate: string | null;
  };
};

export function promotionClauses(d: PromotionFacts): Clause[] {
  const p = d.promotion;
  return [
    {
      title: "The promotion",
      text: `It is agreed that the insured promotion is “${p.name}”, run by the Insured from ${formatDay(p.periodFrom)} to ${formatDay(p.periodUntil)}, under which the Insured promises its customers a benefit if an insured peril reaches its threshold on the draw date, ${formatDay(p.promotionDate)}.`,
    },
    {
      title: "Promotion rules",
      text: "The rules of the promotion must be published to customers before the promotion starts and given to the Insurer on request. The Insurer reimburses only benefits due under those rules, and no more than the limits of this policy.",
    },
    {
      title: "Deposit limit",
      text: `The limit must be at least half of the final estimated sales${p.finalEstimatedSales ? ` of ${formatMoney(p.finalEstimatedSales)} (a minimum deposit limit of ${formatMoney(p.minimumDepositLimit)})` : ""}.`,
    },
    {
      title: "Final sales notification",
      text: `The Insured notifies its final sales no later than ${formatDay(p.finalSalesDate)}. The premium is adjusted to the final sales notified; any additional premium is due on that adjustment, and the sum insured never exceeds the final sales.`,
    },
  ];
}
