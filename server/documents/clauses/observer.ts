import "server-only";
import type { ClaimsVerificationSourceName, PerilName } from "@/lib/rater/perils";
import type { Clause } from "./clause";

// The independent weather observer endorsement: an observer, not the closest station, settles
// the claims.

export type ObserverFacts = {
  kind: "EVENT" | "PROMOTION";
  claimsVerificationSource: { code: ClaimsVerificationSourceName };
  location: { name: string | null };
  notifyLoss: { to: string };
  perils: { peril: PerilName }[];
};

export function observerClauses(d: ObserverFacts): Clause[] {
  const offsite = d.claimsVerificationSource.code === "OFFSITE_OBSERVER";
  return [
    {
      title: "Claims verification source",
      text: offsite
        ? "It is agreed that the claims verification source is an off-site independent weather observer appointed by the Insurer, instead of the closest weather station. The observer's fee is charged for each covered day and each insured peril, lightning excepted, as shown in the premium."
        : "It is agreed that the claims verification source is an on-site independent weather observer hired by the Insured at its own cost, instead of the closest weather station.",
    },
    {
      title: "Independence",
      text: `The observer must be independent of the Insured: not an employee, officer, contractor or relative of the Insured or of anyone taking part in organising the ${d.kind === "PROMOTION" ? "promotion" : "event"}. The Insurer may refuse an observer who is not independent.`,
    },
    {
      title: "Observations",
      text: `The observer records the weather at ${d.location.name ?? "the insured location"} ${d.kind === "PROMOTION" ? "on the draw date" : "during the hours of coverage of each covered day"} and signs a report of the readings of every insured peril, with the times and the instruments used.`,
    },
    {
      title: "Report",
      text: `The report is sent to ${d.notifyLoss.to} with the notice of loss. It settles whether a threshold was reached; it may be checked against the observations of the closest weather station, and the Insurer may ask for the observer's records.`,
    },
    ...(d.perils.some((p) => p.peril === "lightning")
      ? [{ title: "Lightning", text: "Lightning is verified by the lightning source, not by the observer." }]
      : []),
  ];
}
