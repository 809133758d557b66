import "server-only";
import { formatDay, formatMoney } from "@/pdf/format";
import { POLICY_FORM_TITLES } from "@/lib/policies/policy-documents";
import type { ClaimsVerificationSourceName, PerilName } from "@/lib/rater/perils";
import type { Clause } from "./clause";

// The policy wording's terms (spec §2 "Policy wording contents"): every policy carries them, with
// the policy's own limits, parties and state filled in.

/** What the terms read of the policy wording's data. */
export type PolicyTermsFacts = {
  kind: "EVENT" | "PROMOTION";
  perils: { peril: PerilName }[];
  aggregateLimit: string;
  deductible: string;
  claimsVerificationSource: { code: ClaimsVerificationSourceName };
  station: { name: string | null } | null;
  notifyLoss: { to: string };
  producer: { name: string };
  promotion: { finalSalesDate: string | null } | null;
  governingState: { code: string; name: string } | null;
  locationStateName: string | null;
};

export function policyTerms(d: PolicyTermsFacts): Clause[] {
  const perils = d.perils.map((p) => p.peril);
  const promotion = d.kind === "PROMOTION";
  const terms: Clause[] = [];
  terms.push({
    title: "Insuring agreement",
    text: promotion
      ? "In return for the premium, the Insurer reimburses the Insured for the benefits it pays its customers under the promotion described in the declarations when an insured peril reaches its threshold on the draw date, as recorded by the claims verification source, less the deductible, subject to the limits and the terms of this policy and of the promotion endorsement."
      : "In return for the premium, the Insurer pays the Insured, for each covered day on which an insured peril reaches its threshold during the hours of coverage, as recorded by the claims verification source, up to that peril's limit per day, less the deductible, subject to the limits and the terms of this policy.",
  });
  terms.push({
    title: "Limits and deductible",
    text:
      `Payments for any one day never exceed the limit per day, however many perils reach their thresholds, and all payments together never exceed the sum insured of ${formatMoney(d.aggregateLimit)}. ` +
      `The deductible of ${formatMoney(d.deductible)} applies once to the policy, whatever the number of claims.`,
  });
  terms.push({
    title: "Loss settlement",
    text: promotion
      ? "When an insured peril reaches its threshold on the draw date, the claim pays the benefits the Insured owes its customers under the promotion rules, measured by the final sales as the Insurer reviewed them (as notified until then, and the final estimated sales while none is notified), never more than the limit of the perils that reached their thresholds, less the deductible, within the sum insured less what earlier claims paid. " +
        "The loss is determined from the record of the claims verification source for the draw date, with no claim form."
      : "Each covered day on which at least one insured peril reaches its threshold pays once: the largest limit per day among the perils that reached their thresholds that day. The days' amounts are added, the deductible is taken once, and the total never exceeds the sum insured less what earlier claims paid. " +
        "Each covered day is determined from the record of the claims verification source as soon as it is published, with no claim form; a day without a record is settled when the record or the observer's report arrives.",
  });
  terms.push({
    title: "Claims verification",
    text:
      d.claimsVerificationSource.code === "CLOSEST_WEATHER_STATION"
        ? `Whether a threshold is reached is settled solely on the observations of the weather station named in the declarations${d.station?.name ? ` (${d.station.name})` : ""}, as published for the covered day.`
        : "Whether a threshold is reached is settled on the report of the independent weather observer, on the terms of the independent weather observer endorsement.",
  });
  if (perils.includes("lightning")) {
    terms.push({
      title: "Lightning",
      text:
        "Lightning cover applies when lightning strikes within 6 miles of the claims verification source during the hours of coverage and the event is abandoned as a result. " +
        "Abandonment means the inability to proceed with more than 50% of the event once it has commenced. " +
        "Lightning is verified by the lightning source.",
    });
  }
  terms.push({
    title: "Notice of loss",
    text:
      `A loss must be notified to ${d.notifyLoss.to} through the producer, ${d.producer.name}, as soon as practicable after the covered day, ` +
      "with the date, the peril and what happened, and any report of the claims verification source the Insured holds.",
  });
  if (promotion && d.promotion) {
    terms.push({
      title: "Final sales",
      text:
        `The Insured must notify its final sales no later than ${formatDay(d.promotion.finalSalesDate)}, the day after the sales period ends. ` +
        "The premium is adjusted to the final sales notified, and any additional premium is due on that adjustment.",
    });
  }
  const state = d.governingState?.code ?? null;
  const amendatory = state === "MT" ? POLICY_FORM_TITLES.montana : state === "WA" ? POLICY_FORM_TITLES.washington : null;
  terms.push({
    title: "Changes and cancellation",
    text:
      `No change to the cover can be made within 10 days of the ${promotion ? "draw date" : "event start date"}. ` +
      "The Insured may ask, through the producer, to cancel the policy; a cancellation takes effect only once the Insurer approves it, and is confirmed by endorsement." +
      (amendatory
        ? ` For a ${d.governingState!.name} Insured these terms are amended by the ${d.governingState!.name} amendatory endorsement (${amendatory.form}), which prevails.`
        : ""),
  });
  terms.push({
    title: "Information given",
    text: "This policy is issued on the application and the signed proposal, including the loss history of the last 5 years. A misstatement or an omission of a material fact may void the cover.",
  });
  const home = d.governingState?.name ?? null;
  terms.push({
    title: "Governing law",
    text:
      `This surplus lines placement is governed by the law of ${home ?? "the Insured's home state"}, the Insured's home state` +
      (d.locationStateName ? `, although the ${promotion ? "promotion" : "event"} takes place in ${d.locationStateName}` : "") +
      ". The sanction limitation and exclusion clause (WEP 340) applies to every part of the policy.",
  });
  terms.push({
    title: "Surplus lines",
    text:
      `This insurance is placed with a surplus lines insurer that is not licensed in ${home ?? "the Insured's home state"}. It is not protected by the state's insurance guaranty fund.` +
      (state === "TX" ? ` The Texas surplus lines notice and complaint notice (${POLICY_FORM_TITLES.texas.form}) are attached.` : ""),
  });
  return terms;
}
