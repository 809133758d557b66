import "server-only";
import { formatDay, formatMoment, formatMoney } from "@/pdf/format";
import type { ClaimsVerificationSourceName, PerilName } from "@/lib/rater/perils";
import type { Clause } from "./clause";

// The proposal letter's terms (issue 6 item 1): the offer, the cover and what binding needs.

/** What the terms read of the proposal's data. */
export type ProposalTermsFacts = {
  kind: "EVENT" | "PROMOTION";
  validUntil: string | null;
  options: { peril: PerilName }[];
  claimsVerificationSource: { code: ClaimsVerificationSourceName };
  promotion: { finalSalesReportBy: string | null; minimumDepositLimit: string | null } | null;
  breakdown: { taxes: unknown };
};

export function proposalTerms(d: ProposalTermsFacts): Clause[] {
  const perils = d.options.map((o) => o.peril);
  const terms: Clause[] = [];
  terms.push({
    title: "Offer",
    text:
      "This proposal sets out the terms on which cover is offered for the insured and the event or promotion described above. " +
      "It is not a policy: cover begins only once the proposal is signed, the quotation is bound and a policy number is issued." +
      (d.validUntil ? ` The offer lapses if it is not signed and bound by ${formatMoment(d.validUntil)}.` : ""),
  });
  terms.push({
    title: "Cover",
    text:
      `For each covered day on which an insured peril reaches its threshold${d.kind === "EVENT" ? " during the hours of coverage" : ""}, as recorded by the claims verification source, ` +
      "the insured is paid up to that peril's limit per day, less the deductible, which applies once to the policy. " +
      "Payments for any one day never exceed the limit per day, however many perils reach their thresholds, and all payments together never exceed the aggregate limit.",
  });
  terms.push({
    title: "Claims verification",
    text:
      d.claimsVerificationSource.code === "CLOSEST_WEATHER_STATION"
        ? "Claims are settled on the observations of the weather station named above, at no extra cost."
        : d.claimsVerificationSource.code === "OFFSITE_OBSERVER"
          ? "Claims are settled on the report of an off-site independent weather observer, charged per covered day and per insured peril as shown above."
          : "Claims are settled on the report of an on-site independent weather observer hired by the insured at its own cost; the observer must be independent of the insured and the report is subject to verification.",
  });
  if (perils.includes("lightning")) {
    terms.push({
      title: "Lightning",
      text:
        "Lightning cover applies when lightning strikes within 6 miles of the claims verification source during the hours of coverage and the event is abandoned as a result. " +
        "Abandonment means the inability to proceed with more than 50% of the event once it has commenced. " +
        "Lightning is verified by the lightning source; its fee is charged for each period of 72 hours, or part of one, of the hours of coverage. " +
        "Lightning cannot be insured without rainfall.",
    });
  }
  if (d.kind === "PROMOTION" && d.promotion) {
    terms.push({
      title: "Final sales",
      text:
        `Final sales must be reported no later than the day after the sales period ends${d.promotion.finalSalesReportBy ? ` (${formatDay(d.promotion.finalSalesReportBy)})` : ""}. ` +
        "The premium is adjusted to the final sales reported, and any additional premium is due on that adjustment.",
    });
    terms.push({
      title: "Deposit limit",
      text: `The limit must be at least half of the final estimated sales${d.promotion.minimumDepositLimit ? ` (a minimum deposit limit of ${formatMoney(d.promotion.minimumDepositLimit)})` : ""}.`,
    });
  }
  terms.push({
    title: "Changes",
    text:
      `Coverage changes cannot be made within 10 days of the ${d.kind === "PROMOTION" ? "draw date" : "event start date"}. ` +
      "Any change to the information given must be notified before binding and may change the terms offered.",
  });
  terms.push({
    title: "Taxes and fees",
    text:
      d.breakdown.taxes === null
        ? "State surplus-lines taxes and fees of the insured's state are invoiced at binding in addition to the premium shown."
        : "The taxes shown are those of the insured's state on the date of this proposal; the invoice issued at binding states the amounts due.",
  });
  terms.push({
    title: "Information given",
    text: "This proposal relies on the application, including the loss history of the last 5 years. A misstatement or an omission of a material fact may void the cover.",
  });
  return terms;
}
