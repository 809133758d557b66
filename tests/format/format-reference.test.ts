import Decimal from "decimal.js";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderFormatted } from "@/components/data-table/cells";
import { formatCalendarDate, formatDate, formatDateTime, formatTime, ianaZone, TIME_ZONES, zonedTimeToDate } from "@/lib/format/date-time";
import {
  decimalString,
  formatDecimal,
  formatMoney,
  formatMoneyCompact,
  formatPercent,
  formatPercentPoints,
  percentOf,
  sumDecimals,
  type DecimalsOptions,
  type NumberLike,
} from "@/lib/format/money";
import { toDecimal } from "@/lib/format/to-decimal";

// Issue 16 §3: the formatters load neither decimal.js nor date-fns in the browser, and print what
// they printed with them. The references below are the former decimal.js and date-fns-tz code.

const reference = (() => {
  const DECIMAL = /^-?\d+(\.\d+)?$/;
  const toDec = (value: NumberLike | null | undefined): Decimal | null => {
    if (value === null || value === undefined) return null;
    if (typeof value === "number") return Number.isFinite(value) ? new Decimal(value) : null;
    if (value instanceof Decimal) return value;
    const text = String(value).trim();
    return DECIMAL.test(text) ? new Decimal(text) : null;
  };
  const fixedBetween = (d: Decimal, min: number, max: number) => {
    const rounded = d.toDecimalPlaces(Math.max(min, max), Decimal.ROUND_HALF_UP);
    return rounded.toFixed(Math.max(min, rounded.decimalPlaces()));
  };
  const grouped = (fixed: string) => {
    const negative = fixed.startsWith("-") && /[1-9]/.test(fixed);
    const [whole, fraction] = fixed.replace(/^-/, "").split(".");
    return { negative, digits: `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction ? `.${fraction}` : ""}` };
  };
  const signed = (fixed: string) => {
    const { negative, digits } = grouped(fixed);
    return `${negative ? "-" : ""}${digits}`;
  };
  const bounds = (options: DecimalsOptions, defaultMin: number, defaultMax: number): [number, number] => {
    const min = options.decimals ?? options.minDecimals ?? defaultMin;
    return [min, Math.max(min, options.decimals ?? options.maxDecimals ?? defaultMax)];
  };
  return {
    money(value: NumberLike | null | undefined, options: { cents?: boolean } = {}) {
      const d = toDec(value);
      if (d === null) return "—";
      const { negative, digits } = grouped(d.toFixed(options.cents === false ? 0 : 2, Decimal.ROUND_HALF_UP));
      return `${negative ? "-" : ""}$${digits}`;
    },
    compact(value: NumberLike | null | undefined) {
      const d = toDec(value);
      if (d === null) return "—";
      const abs = d.abs();
      const oneDecimal = (x: Decimal) => x.toDecimalPlaces(1, Decimal.ROUND_HALF_UP);
      let text = fixedBetween(abs, 0, 1);
      let shown = new Decimal(1);
      for (const [exponent, suffix] of [
        [3, "K"],
        [6, "M"],
        [9, "B"],
        [12, "T"],
      ] as const) {
        const unit = new Decimal(10).pow(exponent);
        if (oneDecimal(abs.dividedBy(shown)).lt(1000)) break;
        text = `${fixedBetween(oneDecimal(abs.dividedBy(unit)), 0, 1)}${suffix}`;
        shown = unit;
      }
      return `${d.isNegative() && /[1-9]/.test(text) ? "-" : ""}$${text}`;
    },
    percent(value: NumberLike | null | undefined, options: DecimalsOptions = {}) {
      const d = toDec(value);
      if (d === null) return "—";
      const [min, max] = bounds(options, 2, 4);
      return `${signed(fixedBetween(d.times(100), min, max))}%`;
    },
    points(value: NumberLike | null | undefined, options: DecimalsOptions = {}) {
      const d = toDec(value);
      if (d === null) return "—";
      const [min, max] = bounds(options, 2, 2);
      return `${signed(fixedBetween(d, min, max))}%`;
    },
    decimal(value: NumberLike | null | undefined, options: DecimalsOptions & { group?: boolean } = {}) {
      const d = toDec(value);
      if (d === null) return "—";
      const [min, max] = bounds(options, 0, Math.max(options.minDecimals ?? 0, d.decimalPlaces()));
      const fixed = fixedBetween(d, min, max);
      return options.group === false ? fixed : signed(fixed);
    },
  };
})();

/** A seeded generator (mulberry32), so that a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Decimal strings of up to 20 significant digits, rich in halves, nines and zeros, with and without sign. */
function decimalStrings(count: number, seed = 16): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const digits = (n: number) =>
    Array.from({ length: n }, () => pick(["0", "1", "4", "5", "9", "9", String(Math.floor(next() * 10))])).join("");
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const whole = Math.floor(next() * 15);
    const fraction = Math.floor(next() * Math.min(8, 20 - whole + 1));
    const tail = pick(["", "5", "49", "50", "95", "995", "9999", "0000"]);
    const fractionDigits = (digits(fraction) + (whole + fraction + tail.length <= 20 ? tail : "")).slice(0, 20 - whole);
    out.push(`${next() < 0.3 ? "-" : ""}${whole === 0 ? "0" : digits(whole)}${fractionDigits ? `.${fractionDigits}` : ""}`);
  }
  return out;
}

const DECIMALS_OPTIONS: DecimalsOptions[] = [
  {},
  ...[0, 1, 2, 3, 4].map((decimals) => ({ decimals })),
  ...[0, 1, 2, 3].flatMap((minDecimals) => [{ minDecimals }, ...[0, 1, 2, 4, 6].map((maxDecimals) => ({ minDecimals, maxDecimals }))]),
  ...[0, 1, 3].map((maxDecimals) => ({ maxDecimals })),
];

describe("money, percent and decimals without decimal.js", () => {
  it("round half away from zero on the digits, at every number of decimals", () => {
    expect(formatMoney("0.005")).toBe("$0.01");
    expect(formatMoney("-0.004")).toBe("$0.00");
    expect(formatMoney("-0.005")).toBe("-$0.01");
    expect(formatMoney("99999999999999999999.995")).toBe("$100,000,000,000,000,000,000.00");
    expect(formatMoney("12345678901234567890.12")).toBe("$12,345,678,901,234,567,890.12");
    expect(formatMoney("0.5", { cents: false })).toBe("$1");
    expect(formatMoney("-0.49", { cents: false })).toBe("$0");
    expect(formatMoney("1e21")).toBe("—");
    expect(formatMoney(1e21)).toBe("$1,000,000,000,000,000,000,000.00");
    expect(formatMoney(new Decimal("1e-7"))).toBe("$0.00");
    expect(formatMoney({ toString: () => " 12.345 " })).toBe("$12.35");
    for (const [decimals, half, shown] of [
      [0, "2.5", "3"],
      [1, "2.25", "2.3"],
      [2, "2.225", "2.23"],
      [3, "2.2225", "2.223"],
      [4, "2.22225", "2.2223"],
    ] as const) {
      expect(formatDecimal(half, { decimals })).toBe(shown);
      expect(formatDecimal(`-${half}`, { decimals })).toBe(`-${shown}`);
      expect(formatPercentPoints(half, { decimals })).toBe(`${shown}%`);
    }
    expect(formatPercent("0.000045", { decimals: 3 })).toBe("0.005%");
    expect(formatPercent("-0.0000004")).toBe("0.00%");
    expect(formatDecimal("-0.0004", { decimals: 3, group: false })).toBe("0.000");
    expect(formatDecimal("0009.9999", { maxDecimals: 3 })).toBe("10");
  });

  it("switch to the next unit in short as soon as the rounded figure reaches 1,000", () => {
    expect(formatMoneyCompact("999949.99")).toBe("$999.9K");
    expect(formatMoneyCompact("999950")).toBe("$1M");
    expect(formatMoneyCompact("999960")).toBe("$1M");
    expect(formatMoneyCompact("999.94")).toBe("$999.9");
    expect(formatMoneyCompact("999.95")).toBe("$1K");
    expect(formatMoneyCompact("-0.04")).toBe("$0");
    expect(formatMoneyCompact("999950000000000")).toBe("$1000T");
    expect(formatMoneyCompact("12345678901234567890")).toBe("$12345678.9T");
  });

  it("print what the decimal.js formatter printed, for every value and option", () => {
    const next = random(3);
    const values: NumberLike[] = [
      ...decimalStrings(3000),
      ...["0", "-0", "00.00", "1000", "999.95", "999950", "999960", "1e3", "", " ", "abc", "1.", ".5", "+1", "--1", " 42 "],
      ...Array.from({ length: 400 }, () => (next() - 0.5) * 10 ** Math.floor(next() * 16)),
      ...Array.from({ length: 100 }, () => Math.round((next() - 0.5) * 2e6) / 100),
      ...[0, -0, 1e21, 1.5e-7, -2.5e-9, 123456789012345680000, 0.1 + 0.2, Number.MAX_SAFE_INTEGER, Number.NaN, Infinity],
      ...decimalStrings(200, 7).map((s) => new Decimal(s)),
      ...["1e-7", "-3.5e-8", "1.23e+25"].map((s) => new Decimal(s)),
      ...decimalStrings(100, 8).map((s) => ({ toString: () => s })),
    ];
    const mismatches: string[] = [];
    const check = (name: string, value: NumberLike, actual: string, expected: string) => {
      if (actual !== expected) mismatches.push(`${name}(${String(value)}): ${actual} ≠ ${expected}`);
    };
    for (const value of values) {
      check("formatMoney", value, formatMoney(value), reference.money(value));
      check("formatMoney whole", value, formatMoney(value, { cents: false }), reference.money(value, { cents: false }));
      check("formatMoneyCompact", value, formatMoneyCompact(value), reference.compact(value));
      for (const options of DECIMALS_OPTIONS) {
        const o = JSON.stringify(options);
        check(`formatPercent ${o}`, value, formatPercent(value, options), reference.percent(value, options));
        check(`formatPercentPoints ${o}`, value, formatPercentPoints(value, options), reference.points(value, options));
        check(`formatDecimal ${o}`, value, formatDecimal(value, options), reference.decimal(value, options));
        const ungrouped = { ...options, group: false };
        check(`formatDecimal ungrouped ${o}`, value, formatDecimal(value, ungrouped), reference.decimal(value, ungrouped));
      }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it("give callers the exact value, shares and sums", () => {
    expect(decimalString("-0012.500")).toBe("-12.5");
    expect(decimalString("-0.00")).toBe("0");
    expect(decimalString(1e21)).toBe("1000000000000000000000");
    expect(decimalString("1e3")).toBeNull();
    expect(toDecimal("12500.50")?.equals(new Decimal("12500.5"))).toBe(true);
    expect(toDecimal(new Decimal("1e-7"))?.toString()).toBe("1e-7");
    expect(toDecimal("x")).toBeNull();
    expect(percentOf("45", "60", 1)).toBe("75.0");
    expect(percentOf("1", "3", 2)).toBe("33.33");
    expect(percentOf("2", "3", 0)).toBe("67");
    expect(percentOf("-1", "8", 1)).toBe("-12.5");
    expect(percentOf("0.0005", "1", 1)).toBe("0.1");
    expect(percentOf("1", "0", 1)).toBeNull();
    expect(percentOf("1", "-4", 1)).toBeNull();
    expect(sumDecimals(["12500.00", "0.5", "-0.25"])).toBe("12500.25");
    expect(sumDecimals(["100"], ["100.00"])).toBe("0");
    expect(sumDecimals(["1"], ["1.01"])).toBe("-0.01");
    expect(sumDecimals([])).toBe("0");
    expect(sumDecimals(["1", "x"])).toBeNull();
    const next = random(5);
    for (const [part, whole] of Array.from({ length: 500 }, () => [
      decimalStrings(1, next() * 1e9)[0],
      decimalStrings(1, next() * 1e9)[0],
    ])) {
      const w = new Decimal(whole);
      if (!w.isPositive() || w.isZero()) continue;
      for (const decimals of [0, 1, 2]) {
        expect(percentOf(part, whole, decimals)).toBe(
          new Decimal(part)
            .times(100)
            .dividedBy(w)
            .toFixed(decimals, Decimal.ROUND_HALF_UP)
            .replace(/^-(0\.?0*)$/, "$1"),
        );
      }
      expect(sumDecimals([part, whole], [part])).toBe(w.toFixed());
    }
  });
});

describe("the data table's usage bar without decimal.js", () => {
  it("shows the share, its colour and its width as the decimal.js bar did", () => {
    const old = (used: string, total: string) => {
      const share = new Decimal(used).dividedBy(total);
      return {
        now: String(Decimal.min(100, share.times(100).toDecimalPlaces(1, Decimal.ROUND_HALF_UP)).toNumber()),
        text: `${reference.percent(share, { minDecimals: 0, maxDecimals: 1 })} used`,
        tone: share.gte(1) ? "bg-red-500" : share.gte(0.8) ? "bg-amber-500" : "bg-accent-500",
        width: `${Decimal.min(100, share.times(100)).toFixed(2)}%`,
      };
    };
    const next = random(11);
    const pairs = [
      ["80", "100"],
      ["79.99", "100"],
      ["100", "100"],
      ["120", "100"],
      ["1", "3"],
      ["2", "3"],
      ["0", "50"],
      ["99.995", "100"],
      ["0.0005", "1"],
      ["799999.99", "1000000.00"],
      ...Array.from({ length: 300 }, () => [(next() * 2e6).toFixed(2), (1 + next() * 2e6).toFixed(Math.floor(next() * 3))]),
    ];
    for (const [used, total] of pairs) {
      const html = renderToStaticMarkup(renderFormatted(used, { total }, { kind: "usage", total: "total" }, {}) as ReactElement);
      const shown = {
        now: /aria-valuenow="([^"]*)"/.exec(html)?.[1],
        text: /aria-valuetext="([^"]*)"/.exec(html)?.[1],
        tone: /(bg-(?:red|amber|accent)-500)/.exec(html)?.[1],
        width: /width:([^"]*)"/.exec(html)?.[1],
      };
      expect(shown, `${used} of ${total}`).toEqual(old(used, total));
    }
  });
});

describe("dates and times without date-fns", () => {
  const PATTERN_OPTIONS = [
    {},
    { dateFormat: "MM/dd/yyyy", timeFormat: "HH:mm" },
    { dateFormat: "mm/dd/yyyy", timeFormat: "hh:mm" },
    { dateFormat: "MM/DD/YYYY", timeFormat: "HH:MM" },
  ];
  // Every half hour, at :00 or :15 and :30 or :45 by turns, around the changes of 2026 (March 8, November 1; never in Honolulu or
  // Puerto Rico), and moments spread from 1970 to 2100.
  const moments = [
    ...["2026-03-08", "2026-11-01"].flatMap((day) =>
      Array.from({ length: 24 * 2 * 2 }, (_, i) => new Date(Date.parse(`${day}T00:00:00Z`) + i * 30 * 60_000 + (i % 2) * 15 * 60_000)),
    ),
    ...Array.from({ length: 300 }, (_, i) => new Date(Math.floor((i / 300) * 4102444800000) + ((i * 7919) % 3600) * 1000)),
    new Date("2026-12-31T23:59:59.999Z"),
    new Date("2026-01-01T00:00:00.000Z"),
  ];

  it("print what date-fns-tz printed, in every zone, format and input form", () => {
    const mismatches: string[] = [];
    for (const [code, zone] of Object.entries(TIME_ZONES)) {
      for (const moment of moments) {
        const offsetForm = formatInTimeZone(moment, zone, "yyyy-MM-dd'T'HH:mm:ss.SSSxxx");
        for (const value of [moment, moment.toISOString(), offsetForm]) {
          // The profile's only formats, as stored and in the spec's wording: MM/dd/yyyy and HH:mm.
          const expected = formatInTimeZone(value, zone, "MM/dd/yyyy HH:mm");
          for (const options of PATTERN_OPTIONS) {
            const actual = formatDateTime(value, { timeZone: code, withZone: false, ...options });
            if (actual !== expected) mismatches.push(`${code} ${String(value)} ${JSON.stringify(options)}: ${actual} ≠ ${expected}`);
          }
          const pairs = [
            [formatDateTime(value, { timeZone: code, withZone: true }), formatInTimeZone(value, zone, "MM/dd/yyyy HH:mm zzz")],
            [formatTime(value, { timeZone: code, withZone: false }), formatInTimeZone(value, zone, "HH:mm")],
            // Named by default, on screens as on documents.
            [formatDateTime(value, { timeZone: code }), formatInTimeZone(value, zone, "MM/dd/yyyy HH:mm zzz")],
            [formatTime(value, { timeZone: code }), formatInTimeZone(value, zone, "HH:mm zzz")],
            [formatTime(value, { timeZone: code, withZone: true }), formatInTimeZone(value, zone, "HH:mm zzz")],
            [formatDate(value, { timeZone: code }), formatInTimeZone(value, zone, "MM/dd/yyyy")],
          ];
          for (const [actual, expected] of pairs)
            if (actual !== expected) mismatches.push(`${code} ${String(value)}: ${actual} ≠ ${expected}`);
        }
      }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it("name the zone as date-fns-tz did, on either side of a change", () => {
    expect(formatDateTime("2026-03-08T06:59:00Z", { timeZone: "EST", withZone: true })).toBe("03/08/2026 01:59 EST");
    expect(formatDateTime("2026-03-08T07:00:00Z", { timeZone: "EST", withZone: true })).toBe("03/08/2026 03:00 EDT");
    expect(formatDateTime("2026-11-01T05:30:00Z", { timeZone: "EST", withZone: true })).toBe("11/01/2026 01:30 EDT");
    expect(formatDateTime("2026-11-01T06:30:00Z", { timeZone: "EST", withZone: true })).toBe("11/01/2026 01:30 EST");
    expect(formatTime("2026-07-03T18:05:00Z", { timeZone: "AST", withZone: true })).toBe("14:05 AST");
    expect(formatTime("2026-07-03T18:05:00Z", { timeZone: "HST", withZone: true })).toBe("08:05 HST");
    expect(formatTime("2026-07-03T06:05:00Z", { timeZone: "PST", withZone: true })).toBe("23:05 PDT");
    expect(formatDateTime("2026-07-03T00:00:00.000Z", { timeZone: "unknown" })).toBe("07/02/2026 20:00 EDT");
  });

  it("read a time without an offset in the zone, and refuse what is no date", () => {
    const mismatches: string[] = [];
    for (const [code, zone] of Object.entries(TIME_ZONES)) {
      for (const local of [
        "2026-03-08T02:30:00",
        "2026-03-08T01:59:59",
        "2026-03-08T03:00:00",
        "2026-11-01T01:30:00",
        "2026-11-01T00:59:59",
        "2026-11-01T02:00:00",
        "2026-07-03T00:00:00",
        "2026-07-03T23:59:59",
        "2026-07-03 14:05",
        "2026-07-03",
        "20260703T1405",
      ]) {
        const expected = fromZonedTime(local, zone).toISOString();
        if (zonedTimeToDate(local, code).toISOString() !== expected)
          mismatches.push(`${code} ${local}: ${zonedTimeToDate(local, code).toISOString()} ≠ ${expected}`);
        const shown = formatInTimeZone(local, zone, "MM/dd/yyyy HH:mm");
        if (formatDateTime(local, { timeZone: code, withZone: false }) !== shown)
          mismatches.push(`${code} ${local}: ${formatDateTime(local, { timeZone: code, withZone: false })} ≠ ${shown}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(ianaZone("CST")).toBe("America/Chicago");
    for (const invalid of ["2026-02-30T10:00:00Z", "2026-13-01", "2026-07-03T25:00:00Z", "July 3, 2026", new Date(Number.NaN)]) {
      expect(() => formatInTimeZone(invalid, "America/New_York", "MM/dd/yyyy")).toThrow(RangeError);
      expect(() => formatDateTime(invalid)).toThrow(RangeError);
    }
  });

  it("leave calendar dates unshifted", () => {
    for (const moment of moments.filter((_, i) => i % 7 === 0)) {
      const day = moment.toISOString().slice(0, 10);
      const utcMidnight = new Date(`${day}T00:00:00Z`);
      expect(formatCalendarDate(day)).toBe(formatInTimeZone(`${day}T00:00:00Z`, "UTC", "MM/dd/yyyy"));
      expect(formatCalendarDate(moment.toISOString())).toBe(formatInTimeZone(`${day}T00:00:00Z`, "UTC", "MM/dd/yyyy"));
      expect(formatCalendarDate(utcMidnight, { dateFormat: "mm/dd/yyyy" })).toBe(formatInTimeZone(utcMidnight, "UTC", "MM/dd/yyyy"));
    }
    expect(formatCalendarDate("not a date")).toBe("not a date");
  });
});
