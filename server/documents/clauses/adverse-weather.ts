import "server-only";
import { formatMoney } from "@/pdf/format";
import type { PerilName } from "@/lib/rater/perils";
import type { Clause } from "./clause";

// The adverse weather endorsement: adverse weather insured as a peril of its own.

export type AdverseWeatherFacts = {
  kind: "EVENT" | "PROMOTION";
  limitPerDay: string | null;
  perils: { peril: PerilName; label: string; limitPerDay: string | null; limit: string | null }[];
};

export function adverseWeatherClauses(d: AdverseWeatherFacts): Clause[] {
  const adverse = d.perils.find((p) => p.peril === "adverseWeather");
  const others = d.perils.filter((p) => p.peril !== "adverseWeather").map((p) => p.label.toLowerCase());
  const list = others.length <= 1 ? (others[0] ?? "the other insured perils") : `${others.slice(0, -1).join(", ")} and ${others.at(-1)}`;
  return [
    {
      title: "Adverse weather",
      text:
        `It is agreed that adverse weather is insured as a peril of its own. Adverse weather happens on a covered day when any other insured peril (${list}) reaches its threshold ` +
        `${d.kind === "PROMOTION" ? "on the draw date" : "during the hours of coverage"}, as recorded by the claims verification source.`,
    },
    {
      title: "Limit",
      text: `The adverse weather limit per day is ${formatMoney(adverse?.limitPerDay ?? d.limitPerDay)}${adverse?.limit ? `, and ${formatMoney(adverse.limit)} in all` : ""}. On a day of adverse weather the Insurer pays once: the adverse weather limit and the limit of the peril that reached its threshold are not added together, and payments for the day never exceed the limit per day of the declarations.`,
    },
    {
      title: "Missing observations",
      text: "A covered day on which one insured peril is recorded at or beyond its threshold is a day of adverse weather even if another peril's observation is missing. A day on which no peril is recorded at its threshold and an observation is missing is not a day of adverse weather unless the missing peril is shown, by the claims verification source's own records, to have reached its threshold.",
    },
    {
      title: "Other perils",
      text:
        "Adverse weather is insured only together with at least one other peril, and it ends when all the other insured perils are removed from the policy." +
        (d.perils.some((p) => p.peril === "lightning")
          ? " Lightning counts as adverse weather only on the terms of the lightning clause (a strike within 6 miles and abandonment of more than 50% of the event)."
          : ""),
    },
  ];
}
