import "server-only";
import type { PerilName } from "@/lib/rater/perils";
import {
  elementsFor,
  perilRatingOf,
  triggers,
  type DailyObservation,
  type Element,
  type PerilRating,
  type RatedPeril,
  type RaterSettings,
  type YearSample,
} from "./burn-cost";

// A station's whole daily history in memory (D56): one typed array per element, indexed by day
// from the station's first observed day, so that a rating reads its samples by index and never
// builds a date string or an object per day. Values are the stored integers (GHCN units, D19);
// a missing value (a null, or a day without a row) is the column's `missing` sentinel.

const DAY_MS = 86_400_000;
const INT32_MISSING = -2147483648;
const INT16_MISSING = -32768;

export const NUMERIC_ELEMENTS = ["prcp", "snow", "tmax", "tmin", "wsf2"] as const;

export type Column = { values: Int8Array | Int16Array | Int32Array; missing: number };

export type StationHistory = {
  stationId: string;
  /** WeatherStation.historyVersion read in the same statement as the rows. */
  version: number;
  /** Days since 1970-01-01 of index 0. */
  firstDay: number;
  days: number;
  columns: Record<Element, Column>;
  /** Years with at least one value, per element, newest first. */
  yearsByElement: Record<Element, number[]>;
  /** Bytes held by the columns. */
  bytes: number;
};

/**
 * Builds the columns from the loader's text: rows `day,prcp,snow,tmax,tmin,wsf2,thunder` joined by
 * ';', in any order, with day = days since 1970-01-01, an empty field for a missing value and
 * thunder as 1 or 0. A column whose values all fit 16 bits is kept as an Int16Array.
 */
export function buildStationHistory(input: {
  stationId: string;
  version: number;
  firstDay: number | null;
  lastDay: number | null;
  rows: string | null;
}): StationHistory {
  const days = input.firstDay === null || input.lastDay === null ? 0 : input.lastDay - input.firstDay + 1;
  const firstDay = input.firstDay ?? 0;
  const wide = NUMERIC_ELEMENTS.map(() => new Int32Array(days).fill(INT32_MISSING));
  const thunder = new Int8Array(days).fill(-1);
  const text = input.rows ?? "";
  // One pass over the characters: field 0 is the day, 1–5 the numeric elements, 6 thunder.
  let field = 0;
  let index = 0;
  let value = 0;
  let negative = false;
  let digits = false;
  const end = text.length;
  for (let i = end === 0 ? 1 : 0; i <= end; i++) {
    const c = i === end ? 59 : text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      digits = true;
    } else if (c === 45) negative = true;
    else if (c === 44 || c === 59) {
      if (field === 0) {
        if (!digits || c !== 44) throw new Error(`station ${input.stationId}: malformed history at character ${i}`);
        index = (negative ? -value : value) - firstDay;
        if (index < 0 || index >= days) throw new Error(`station ${input.stationId}: day outside ${input.firstDay}..${input.lastDay}`);
      } else if (digits) {
        const n = negative ? -value : value;
        if (field <= 5) wide[field - 1][index] = n;
        else thunder[index] = n;
      }
      field = c === 59 ? 0 : field + 1;
      value = 0;
      negative = false;
      digits = false;
    }
  }
  const columns = { thunder: { values: thunder, missing: -1 } } as Record<Element, Column>;
  NUMERIC_ELEMENTS.forEach((element, k) => (columns[element] = narrow(wide[k])));
  const yearsByElement = {} as Record<Element, number[]>;
  for (const element of [...NUMERIC_ELEMENTS, "thunder"] as Element[])
    yearsByElement[element] = yearsWithValues(columns[element], firstDay, days);
  const bytes = Object.values(columns).reduce((n, c) => n + c.values.byteLength, 0);
  return { stationId: input.stationId, version: input.version, firstDay, days, columns, yearsByElement, bytes };
}

function narrow(values: Int32Array): Column {
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v !== INT32_MISSING && (v <= INT16_MISSING || v > 32767)) return { values, missing: INT32_MISSING };
  }
  const small = new Int16Array(values.length);
  for (let i = 0; i < values.length; i++) small[i] = values[i] === INT32_MISSING ? INT16_MISSING : values[i];
  return { values: small, missing: INT16_MISSING };
}

function yearsWithValues(column: Column, firstDay: number, days: number): number[] {
  if (days === 0) return [];
  const { values, missing } = column;
  const firstYear = new Date(firstDay * DAY_MS).getUTCFullYear();
  const lastYear = new Date((firstDay + days - 1) * DAY_MS).getUTCFullYear();
  const years: number[] = [];
  for (let year = lastYear; year >= firstYear; year--) {
    const from = Math.max(0, Date.UTC(year, 0, 1) / DAY_MS - firstDay);
    const to = Math.min(days, Date.UTC(year + 1, 0, 1) / DAY_MS - firstDay);
    for (let i = from; i < to; i++) {
      if (values[i] !== missing) {
        years.push(year);
        break;
      }
    }
  }
  return years;
}

/** Years in which any of the elements has a value, newest first. */
export function historyYears(history: StationHistory, elements: Element[]): number[] {
  if (elements.length === 1) return history.yearsByElement[elements[0]];
  return [...new Set(elements.flatMap((e) => history.yearsByElement[e]))].sort((a, b) => b - a);
}

// ---------------------------------------------------------------------------------------------
// Thresholds as integer bounds

type SinglePeril = Exclude<PerilName, "adverseWeather">;

const PERIL_COLUMN: Record<SinglePeril, Element> = {
  rainfall: "prcp",
  snowfall: "snow",
  windSpeed: "wsf2",
  maximumTemperature: "tmax",
  minimumTemperature: "tmin",
  lightning: "thunder",
};

/** A day triggers when its value is at least `bound` (or, `below`, at most `bound`). */
export type IntegerTest = { element: Element; bound: number; below: boolean };

const INT_LOW = -2147483647;
const INT_HIGH = 2147483647;
const EMPTY_DAY: DailyObservation = { prcp: null, snow: null, tmax: null, tmin: null, wsf2: null, thunder: null };
const testCache = new Map<string, IntegerTest>();

/**
 * The peril's threshold as a bound on the stored integers, found with `triggers` itself (D58):
 * since every trigger is monotonic in the observed value, "value ≥ the smallest integer that
 * triggers" (minimum temperature: "≤ the largest") gives exactly the answer of the decimal
 * comparison for every stored value. The float estimate is checked, never trusted.
 */
export function integerTest(peril: SinglePeril, threshold: number | string | null | undefined): IntegerTest {
  const element = PERIL_COLUMN[peril];
  if (peril === "lightning") return { element, bound: 1, below: false };
  const key = `${peril}:${threshold}`;
  const known = testCache.get(key);
  if (known) return known;
  const hits = (value: number) => triggers(peril, { ...EMPTY_DAY, [element]: value }, threshold ?? null) === true;
  const below = peril === "minimumTemperature";
  const t = Number(threshold);
  const estimate = peril === "rainfall" ? t * 254 : peril === "snowfall" ? t * 25.4 : peril === "windSpeed" ? t * 4.4704 : (t - 32) / 0.18;
  let bound: number;
  if (!below) {
    // The smallest integer that triggers.
    if (!hits(INT_HIGH)) bound = Infinity;
    else if (hits(INT_LOW)) bound = -Infinity;
    else {
      const guess = Math.min(INT_HIGH, Math.max(INT_LOW + 1, Math.ceil(estimate)));
      if (Number.isFinite(guess) && hits(guess) && !hits(guess - 1)) bound = guess;
      else {
        let lo = INT_LOW; // does not trigger
        let hi = INT_HIGH; // triggers
        while (hi - lo > 1) {
          const mid = Math.floor((lo + hi) / 2);
          if (hits(mid)) hi = mid;
          else lo = mid;
        }
        bound = hi;
      }
    }
  } else {
    // The largest integer that triggers.
    if (!hits(INT_LOW)) bound = -Infinity;
    else if (hits(INT_HIGH)) bound = Infinity;
    else {
      const guess = Math.min(INT_HIGH - 1, Math.max(INT_LOW, Math.floor(estimate)));
      if (Number.isFinite(guess) && hits(guess) && !hits(guess + 1)) bound = guess;
      else {
        let lo = INT_LOW; // triggers
        let hi = INT_HIGH; // does not trigger
        while (hi - lo > 1) {
          const mid = Math.floor((lo + hi) / 2);
          if (hits(mid)) lo = mid;
          else hi = mid;
        }
        bound = lo;
      }
    }
  }
  const test = { element, bound, below };
  if (testCache.size >= 4096) testCache.clear();
  testCache.set(key, test);
  return test;
}

// ---------------------------------------------------------------------------------------------
// Burn cost over the columns

/**
 * `ratePeril` of burn-cost.ts over a station's columns: the same years, samples and counts (so the
 * same rating), read by index.
 */
export function ratePerilOnHistory(input: {
  peril: RatedPeril;
  others: RatedPeril[];
  eventDates: string[];
  history: StationHistory;
  settings: RaterSettings;
  priorLoss: boolean;
}): PerilRating {
  const { peril, others, history, settings } = input;
  const eventDates = [...input.eventDates].sort();
  const eventYear = Number(eventDates[0].slice(0, 4));
  const elements = elementsFor(peril.peril, others);
  const years = historyYears(history, elements)
    .filter((y) => y < eventYear)
    .slice(0, settings.years);

  const tests = (peril.peril === "adverseWeather" ? others : [peril]).map((p) => {
    const test = integerTest(p.peril as SinglePeril, p.threshold ?? null);
    const column = history.columns[test.element];
    return { values: column.values, missing: column.missing, bound: test.bound, below: test.below };
  });
  const adverse = peril.peril === "adverseWeather";
  const days = history.days;
  // Each event day as [year shift, month index, day]; sameDayIn of burn-cost.ts without a Date per sample year.
  const parts = eventDates.map((d) => [Number(d.slice(0, 4)) - eventYear, Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10))]);

  const hitsByYear: YearSample[] = [];
  for (const year of years) {
    let usable = 0;
    let hits = 0;
    for (let e = 0; e < eventDates.length; e++) {
      const [shift, month, day] = parts[e];
      const y = year + shift;
      const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
      const base = Date.UTC(y, month, month === 1 && day === 29 && !leap ? 28 : day) / DAY_MS - history.firstDay;
      for (let offset = -settings.daysPrior; offset <= settings.daysAfter; offset++) {
        const i = base + offset;
        if (i < 0 || i >= days) continue;
        if (!adverse) {
          const { values, missing, bound, below } = tests[0];
          const v = values[i];
          if (v === missing) continue;
          usable++;
          if (below ? v <= bound : v >= bound) hits++;
          continue;
        }
        // Adverse weather (D21): a hit when any other peril triggers, unknown when none does and one is missing.
        let unknown = false;
        let hit = false;
        for (const t of tests) {
          const v = t.values[i];
          if (v === t.missing) unknown = true;
          else if (t.below ? v <= t.bound : v >= t.bound) {
            hit = true;
            break;
          }
        }
        if (hit) {
          usable++;
          hits++;
        } else if (!unknown) usable++;
      }
    }
    hitsByYear.push({ year, usable, hits });
  }
  return perilRatingOf({ peril: peril.peril, years, hitsByYear, eventDays: eventDates.length, settings, priorLoss: input.priorLoss });
}
