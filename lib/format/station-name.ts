import { US_STATE_CODES } from "@/lib/geo/us-states";

// Weather station names as people read them. The station directory (GHCN-Daily) spells them in
// capitals with its own abbreviations ("NEW YORK CNTRL PK TWR", "ALBANY INTL AP"); every screen,
// document and reason shows them through this one function: "New York Central Park Tower",
// "Albany International Airport". The stored name is never changed.

/** The directory's abbreviations, in full. */
const WORDS: Record<string, string> = {
  AP: "Airport",
  ARPT: "Airport",
  AIRPT: "Airport",
  INTL: "International",
  RGNL: "Regional",
  REGL: "Regional",
  MUNI: "Municipal",
  MUNIC: "Municipal",
  CNTRL: "Central",
  CENTRL: "Central",
  CTR: "Center",
  PK: "Park",
  TWR: "Tower",
  FLD: "Field",
  MTN: "Mountain",
  MT: "Mount",
  FT: "Fort",
  STN: "Station",
  RES: "Reservoir",
  LK: "Lake",
  RVR: "River",
  CRK: "Creek",
  SPGS: "Springs",
  HTS: "Heights",
  JCT: "Junction",
  VLY: "Valley",
  BCH: "Beach",
  HBR: "Harbor",
  PT: "Point",
  CYN: "Canyon",
  DWTN: "Downtown",
  UNIV: "University",
  EXP: "Experiment",
  NR: "near",
  ST: "St.",
};

/** Kept in capitals: compass points, agencies and kinds of station. */
const CAPITALS = new Set([
  "N",
  "S",
  "E",
  "W",
  "NE",
  "NW",
  "SE",
  "SW",
  "NNE",
  "ENE",
  "ESE",
  "SSE",
  "SSW",
  "WSW",
  "WNW",
  "NNW",
  "NWS",
  "WSO",
  "WFO",
  "WSMO",
  "AFB",
  "NAS",
  "AAF",
  "USC",
  "UCLA",
  "TV",
  "FAA",
  "COOP",
  "II",
  "III",
]);

const SMALL = new Set(["OF", "THE", "AND", "AT", "ON", "IN"]);

/** State codes stay in capitals ("NY CITY CENTRAL PARK" → "NY City Central Park"), except those that are words or abbreviations above. */
const STATE_CODES = new Set(US_STATE_CODES.filter((code) => !WORDS[code] && !SMALL.has(code) && !["OR", "ME", "OK", "HI"].includes(code)));

const capitalize = (part: string) => (part ? part[0].toUpperCase() + part.slice(1).toLowerCase() : part);

function wordOf(token: string, first: boolean): string {
  // Punctuation stays where it is ("PARK," keeps its comma).
  const match = /^([^A-Za-z0-9]*)(.*?)([^A-Za-z0-9.']*)$/.exec(token)!;
  const [, before, core, after] = match;
  const key = core.replace(/\.$/, "").toUpperCase();
  let word: string;
  if (/\d/.test(core) || CAPITALS.has(key) || STATE_CODES.has(key)) word = core.toUpperCase();
  else if (WORDS[key]) word = WORDS[key];
  else if (!first && SMALL.has(key)) word = core.toLowerCase();
  // O'HARE → O'Hare, WILKES-BARRE → Wilkes-Barre.
  else
    word = core
      .split(/([-'])/)
      .map(capitalize)
      .join("");
  return `${before}${word}${after}`;
}

/**
 * A station's name for people: the directory's capitals in title case, its abbreviations written
 * out ("NEW YORK CNTRL PK TWR" → "New York Central Park Tower"). A name that already has small
 * letters is shown as written. Empty or missing: "".
 */
export function formatStationName(name: string | null | undefined): string {
  const text = (name ?? "").trim().replace(/\s+/g, " ");
  if (!text || /[a-z]/.test(text)) return text;
  return text
    .split(" ")
    .map((token, i) => wordOf(token, i === 0))
    .join(" ");
}
