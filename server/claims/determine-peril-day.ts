import "server-only";
import Decimal from "decimal.js";
import { adverseTriggers, triggers, type DailyObservation, type RatedPeril } from "@/server/rater/burn-cost";
import { PERIL_LABELS, PERIL_THRESHOLD_UNITS, type PerilName } from "@/lib/rater/perils";

// Whether an insured peril happened on a covered day, by the very rule the rater prices with
// (triggers() and adverseTriggers() in server/rater/burn-cost.ts): the same units, the same exact
// threshold conversion, adverse weather as any other chosen peril reaching its threshold. A missing
// observation is NO_DATA, never "not triggered".

export type PerilDayResult = "TRIGGERED" | "NOT_TRIGGERED" | "NO_DATA";

export type PerilDay = {
  result: PerilDayResult;
  /** The observed value in the threshold's unit, rounded to 3 places toward the side that keeps the comparison true. */
  observed: Decimal | null;
  unit: string | null;
  detail: string | null;
};

/** An observed element in the threshold's US unit, exactly (inches, mph, °F). */
function observedInUsUnits(peril: PerilName, day: DailyObservation): Decimal | null {
  switch (peril) {
    case "rainfall":
      return day.prcp === null ? null : new Decimal(day.prcp).div(254);
    case "snowfall":
      return day.snow === null ? null : new Decimal(day.snow).div("25.4");
    case "windSpeed":
      return day.wsf2 === null ? null : new Decimal(day.wsf2).div("4.4704");
    case "maximumTemperature":
      return day.tmax === null ? null : new Decimal(day.tmax).times("0.18").plus(32);
    case "minimumTemperature":
      return day.tmin === null ? null : new Decimal(day.tmin).times("0.18").plus(32);
    default:
      return null;
  }
}

/**
 * Rounds for display so that the shown value compares with the (3-place) threshold as the exact one
 * does: down for "at least" perils, up for the minimum temperature ("at most").
 */
function shown(peril: PerilName, value: Decimal): Decimal {
  return value.toDecimalPlaces(3, peril === "minimumTemperature" ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
}

function describe(peril: PerilName, value: Decimal | null, unit: string | null): string | null {
  if (value === null) return null;
  return `${shown(peril, value).toString()} ${unit ?? ""}`.trim();
}

/**
 * Determines one insured peril on one day. `others` are the quotation's other rated options (the
 * perils adverse weather watches, as the rater rates it).
 */
export function determinePerilDay(peril: RatedPeril, others: RatedPeril[], day: DailyObservation | undefined): PerilDay {
  const name = peril.peril as PerilName;
  const unit = PERIL_THRESHOLD_UNITS[name];
  if (name === "adverseWeather") {
    const watched = others.filter((o) => o.peril !== "adverseWeather");
    const hit = adverseTriggers(watched, day);
    const reached = day
      ? watched.filter((o) => triggers(o.peril as Exclude<PerilName, "adverseWeather">, day, o.threshold ?? null) === true)
      : [];
    return {
      result: hit === null ? "NO_DATA" : hit ? "TRIGGERED" : "NOT_TRIGGERED",
      observed: null,
      unit: null,
      detail:
        hit === null
          ? null
          : reached.length > 0
            ? reached
                .map((o) => {
                  const value = observedInUsUnits(o.peril as PerilName, day!);
                  return `${PERIL_LABELS[o.peril as PerilName]}${value ? ` ${describe(o.peril as PerilName, value, PERIL_THRESHOLD_UNITS[o.peril as PerilName])}` : ""}`;
                })
                .join(", ")
            : "No watched peril reached its threshold",
    };
  }
  const hit = triggers(name, day, peril.threshold ?? null);
  if (hit === null) return { result: "NO_DATA", observed: null, unit, detail: null };
  if (name === "lightning") {
    return {
      result: hit ? "TRIGGERED" : "NOT_TRIGGERED",
      observed: null,
      unit: null,
      detail: hit ? "Lightning reported" : "No lightning reported",
    };
  }
  const value = observedInUsUnits(name, day!)!;
  return { result: hit ? "TRIGGERED" : "NOT_TRIGGERED", observed: shown(name, value), unit, detail: describe(name, value, unit) };
}
