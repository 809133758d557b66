import { formatMoney } from "@/lib/format/money";
import { formatStationName } from "@/lib/format/station-name";

// The rater's reasons and notes in words a broker understands (issue 14 item 4). Weather stations
// list what they record as GHCN-Daily element codes (PRCP, WT03, …); these codes never reach a
// screen: this is the one place that names them.

/** What a station records, by GHCN-Daily element code (the codes of `WeatherStation.elements`). */
export const GHCN_ELEMENT_WORDS: Record<string, string> = {
  PRCP: "rainfall",
  SNOW: "snowfall",
  TMAX: "maximum temperatures",
  TMIN: "minimum temperatures",
  WSF2: "wind speeds",
  WT03: "thunderstorms",
};

/** "rainfall", "rainfall and thunderstorms", "rainfall, snowfall and wind speeds". */
export function recordsInWords(codes: readonly string[]): string {
  const words = [...new Set(codes.map((c) => GHCN_ELEMENT_WORDS[c] ?? "weather observations"))];
  if (words.length <= 1) return words[0] ?? "weather observations";
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

const miles = (d: number) => `${Math.round(d * 10) / 10} miles`;

/**
 * Why an option cannot be priced when no station close enough records what it needs:
 * "No weather station within 25 miles of 10024 records thunderstorms (the nearest that does,
 * Albany International Airport, is 134.2 miles away)".
 */
export function noStationReason(input: {
  codes: readonly string[];
  maximumMiles: number;
  zipCode: string;
  nearest: { name: string; distanceMiles: number } | null;
}): string {
  const nearest = input.nearest
    ? ` (the nearest that does, ${formatStationName(input.nearest.name)}, is ${miles(input.nearest.distanceMiles)} away)`
    : "";
  return `No weather station within ${input.maximumMiles} miles of ${input.zipCode} records ${recordsInWords(input.codes)}${nearest}`;
}

/**
 * Why an option cannot be priced when the station's records have too many gaps:
 * "Too few records of thunderstorms at Central Park: 40 of the 330 days sampled have one (at
 * least half and at least 30 are needed)".
 */
export function tooFewRecordsReason(input: {
  codes: readonly string[];
  stationName: string;
  usable: number;
  possible: number;
  minimum: number;
}): string {
  return (
    `Too few records of ${recordsInWords(input.codes)} at ${formatStationName(input.stationName)}: ${input.usable} of the ${input.possible} days sampled ` +
    `${input.usable === 1 ? "has" : "have"} one (at least half and at least ${input.minimum} are needed)`
  );
}

/**
 * The wizard's note on lightning, saying what the rater does (server/rater/rate-quote.ts and
 * `feesOf`): lightning is priced on the thunderstorm days the nearest weather station records;
 * claims are verified by the lightning detection source whatever source is chosen, for a fee per
 * started 72 hours counted from the start of the first covered day to the end of the last (days
 * between covered days count too); no fee when lightning cannot be priced. With the rater's answer
 * for the event, the note gives this event's periods and fee.
 */
export function lightningNote(input: { lightningFee: string; event?: { periods: number; fee: string; priced: boolean } | null }): string {
  const rule =
    "Lightning is priced on the thunderstorm days recorded by the nearest weather station that records them. " +
    `Whatever source is chosen above, lightning claims are verified by the lightning detection source: ${formatMoney(input.lightningFee)} for each started 72 hours, ` +
    "from the start of the first covered day to the end of the last.";
  const event = input.event;
  if (!event) return `${rule} There is no fee when lightning cannot be priced.`;
  if (!event.priced) return `${rule} Lightning cannot be priced for this event, so no fee is charged.`;
  return `${rule} For this event: ${event.periods} × 72 hours = ${formatMoney(event.fee)}.`;
}
