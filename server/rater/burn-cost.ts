import "server-only";
import Decimal from "decimal.js";
import type { PerilName } from "@/lib/rater/perils";

// The burn-cost rater of DESIGN.md §6, as pure functions over a station's daily history.
//
// Samples: for each of the `years` most recent years before the event year that have observations
// of the peril's element, each event day's calendar date in that year (29 February falls back to
// 28 February in common years) shifted by every offset from -daysPrior to +daysAfter. A sample
// with a missing observation is left out of both counts. p = hits / usable samples;
// rate = clamp(p × loading, minimumRate, maximumRate), kept to 6 decimals as stored;
// premium = rate × limitPerDay × event days, rounded half-up to cents.

export type DailyObservation = {
  /** Precipitation, tenths of mm. */
  prcp: number | null;
  /** Snowfall, mm. */
  snow: number | null;
  /** Maximum and minimum temperature, tenths of °C. */
  tmax: number | null;
  tmin: number | null;
  /** Fastest 2-minute wind, tenths of m/s. */
  wsf2: number | null;
  thunder: boolean | null;
};

/** A station's history: ISO date (YYYY-MM-DD) → observation. */
export type Series = Map<string, DailyObservation>;

export type Element = "prcp" | "snow" | "tmax" | "tmin" | "wsf2" | "thunder";

/** The observation each peril is verified with (adverse weather uses the other chosen perils'). */
export const PERIL_ELEMENT: Record<Exclude<PerilName, "adverseWeather">, Element> = {
  rainfall: "prcp",
  snowfall: "snow",
  windSpeed: "wsf2",
  maximumTemperature: "tmax",
  minimumTemperature: "tmin",
  lightning: "thunder",
};

/** GHCN-Daily element codes of the station metadata. */
export const GHCN_ELEMENT: Record<Element, string> = {
  prcp: "PRCP",
  snow: "SNOW",
  tmax: "TMAX",
  tmin: "TMIN",
  wsf2: "WSF2",
  thunder: "WT03",
};

export type RatedPeril = { peril: PerilName; threshold?: number | string | null };

export type RaterSettings = {
  years: number;
  daysPrior: number;
  daysAfter: number;
  clf: Decimal.Value;
  clfWithClaim: Decimal.Value;
  minimumRate: Decimal.Value;
  maximumRate: Decimal.Value;
};

export const MIN_USABLE_SAMPLES = 30;

/**
 * Whether one day's observation triggers a peril at its threshold (US units), or null when the
 * observation is missing. Thresholds are converted exactly: inches → tenths of mm (× 254) or mm
 * (× 25.4), mph → tenths of m/s (× 4.4704); temperatures compare in °F (tenths °C × 0.18 + 32).
 */
export function triggers(
  peril: Exclude<PerilName, "adverseWeather">,
  day: DailyObservation | undefined,
  threshold?: Decimal.Value | null,
): boolean | null {
  if (!day) return null;
  const t = threshold === null || threshold === undefined ? null : new Decimal(threshold);
  switch (peril) {
    case "rainfall":
      return day.prcp === null ? null : new Decimal(day.prcp).gte(t!.times(254));
    case "snowfall":
      return day.snow === null ? null : new Decimal(day.snow).gte(t!.times("25.4"));
    case "windSpeed":
      return day.wsf2 === null ? null : new Decimal(day.wsf2).gte(t!.times("4.4704"));
    case "maximumTemperature":
      return day.tmax === null ? null : new Decimal(day.tmax).times("0.18").plus(32).gte(t!);
    case "minimumTemperature":
      return day.tmin === null ? null : new Decimal(day.tmin).times("0.18").plus(32).lte(t!);
    case "lightning":
      return day.thunder;
  }
}

/** Adverse weather triggers when any other chosen peril triggers; unknown when none does and one is missing. */
export function adverseTriggers(others: RatedPeril[], day: DailyObservation | undefined): boolean | null {
  let missing = false;
  for (const other of others) {
    const hit = triggers(other.peril as Exclude<PerilName, "adverseWeather">, day, other.threshold ?? null);
    if (hit === true) return true;
    if (hit === null) missing = true;
  }
  return missing ? null : false;
}

function isLeap(year: number) {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The event day's calendar date in another year (29 February → 28 February in common years). */
export function sameDayIn(isoDate: string, year: number): Date {
  const month = Number(isoDate.slice(5, 7));
  let day = Number(isoDate.slice(8, 10));
  if (month === 2 && day === 29 && !isLeap(year)) day = 28;
  return new Date(Date.UTC(year, month - 1, day));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

export const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Years that have at least one value of any of the elements, newest first. */
export function yearsWithObservations(series: Series, elements: Element[]): number[] {
  const years = new Set<number>();
  for (const [date, day] of series) {
    if (elements.some((e) => day[e] !== null)) years.add(Number(date.slice(0, 4)));
  }
  return [...years].sort((a, b) => b - a);
}

/** The observations a peril needs (adverse weather: those of the other chosen perils). */
export function elementsFor(peril: PerilName, others: RatedPeril[]): Element[] {
  if (peril !== "adverseWeather") return [PERIL_ELEMENT[peril]];
  return [
    ...new Set(
      others.filter((o) => o.peril !== "adverseWeather").map((o) => PERIL_ELEMENT[o.peril as Exclude<PerilName, "adverseWeather">]),
    ),
  ];
}

export type YearSample = { year: number; usable: number; hits: number };

export type PerilRating = {
  peril: PerilName;
  years: number[];
  possibleSamples: number;
  samples: number;
  hits: number;
  hitsByYear: YearSample[];
  probability: Decimal;
  loading: Decimal;
  unclampedRate: Decimal;
  rate: Decimal;
  clamped: "minimum" | "maximum" | null;
  quotable: boolean;
  reason: string | null;
};

/**
 * Rates one peril over a station's history. `eventDates` are the event's days (ISO); the event
 * year is the year of the first one, and a later day keeps its offset in years.
 */
export function ratePeril(input: {
  peril: RatedPeril;
  others: RatedPeril[];
  eventDates: string[];
  series: Series;
  settings: RaterSettings;
  priorLoss: boolean;
  /** Years with observations of the peril's elements, when the series holds only the sample windows. */
  availableYears?: number[];
}): PerilRating {
  const { peril, others, series, settings } = input;
  const eventDates = [...input.eventDates].sort();
  const eventYear = Number(eventDates[0].slice(0, 4));
  const elements = elementsFor(peril.peril, others);
  const years = (input.availableYears ?? yearsWithObservations(series, elements))
    .filter((y) => y < eventYear)
    .sort((a, b) => b - a)
    .slice(0, settings.years);

  const hitsByYear: YearSample[] = [];
  for (const year of years) {
    let usable = 0;
    let hits = 0;
    for (const eventDate of eventDates) {
      const yearShift = Number(eventDate.slice(0, 4)) - eventYear;
      const base = sameDayIn(eventDate, year + yearShift);
      for (let offset = -settings.daysPrior; offset <= settings.daysAfter; offset++) {
        const day = series.get(iso(addDays(base, offset)));
        const hit = peril.peril === "adverseWeather" ? adverseTriggers(others, day) : triggers(peril.peril, day, peril.threshold ?? null);
        if (hit === null) continue;
        usable++;
        if (hit) hits++;
      }
    }
    hitsByYear.push({ year, usable, hits });
  }

  return perilRatingOf({ peril: peril.peril, years, hitsByYear, eventDays: eventDates.length, settings, priorLoss: input.priorLoss });
}

/** Probability, loaded and clamped rate and quotability from the counts per sampled year (shared by every way of counting). */
export function perilRatingOf(input: {
  peril: PerilName;
  years: number[];
  hitsByYear: YearSample[];
  eventDays: number;
  settings: RaterSettings;
  priorLoss: boolean;
}): PerilRating {
  const { years, hitsByYear, settings } = input;
  const perYear = input.eventDays * (settings.daysPrior + settings.daysAfter + 1);
  const possibleSamples = settings.years * perYear;
  const samples = hitsByYear.reduce((n, y) => n + y.usable, 0);
  const hits = hitsByYear.reduce((n, y) => n + y.hits, 0);
  const loading = new Decimal(input.priorLoss ? settings.clfWithClaim : settings.clf);
  const probability = samples > 0 ? new Decimal(hits).div(samples) : new Decimal(0);
  const unclampedRate = probability.times(loading);
  const minimumRate = new Decimal(settings.minimumRate);
  const maximumRate = new Decimal(settings.maximumRate);
  const clamped = unclampedRate.lt(minimumRate) ? "minimum" : unclampedRate.gt(maximumRate) ? "maximum" : null;
  const rate = Decimal.min(Decimal.max(unclampedRate, minimumRate), maximumRate).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);

  let reason: string | null = null;
  if (samples < MIN_USABLE_SAMPLES || samples * 2 < possibleSamples) {
    reason = `Too few weather observations: ${samples} usable of ${possibleSamples} possible samples (at least half and at least ${MIN_USABLE_SAMPLES} are needed)`;
  }
  return {
    peril: input.peril,
    years,
    possibleSamples,
    samples,
    hits,
    hitsByYear,
    probability: probability.toDecimalPlaces(6, Decimal.ROUND_HALF_UP),
    loading,
    unclampedRate,
    rate,
    clamped,
    quotable: reason === null,
    reason,
  };
}

/** Premium of an option: rate × limit per day × event days, rounded half-up to cents. */
export function premiumOf(rate: Decimal.Value, limitPerDay: Decimal.Value, eventDays: number): { limit: Decimal; premium: Decimal } {
  const limit = new Decimal(limitPerDay).times(eventDays);
  return { limit, premium: new Decimal(rate).times(limit).toDecimalPlaces(2, Decimal.ROUND_HALF_UP) };
}
