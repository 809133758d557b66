import type { PerilName } from "./perils";

/** The answer of POST /api/rater/quote (see server/rater/rate-quote.ts). */
export type RateQuoteOption = {
  peril: PerilName;
  threshold: string | null;
  limitPerDay: string;
  limit: string;
  station: { id: string; name: string; distanceMiles: number } | null;
  years: number[];
  possibleSamples: number;
  samples: number;
  hits: number;
  hitsByYear: { year: number; usable: number; hits: number }[];
  probability: string | null;
  loading: string;
  unclampedRate: string | null;
  clamped: "minimum" | "maximum" | null;
  rate: string | null;
  premium: string | null;
  quotable: boolean;
  reason: string | null;
};

export type RateQuoteResultDto = {
  station: { id: string; name: string; distanceMiles: number } | null;
  location: { zipCode: string; city: string; state: string; latitude: number; longitude: number };
  eventDays: number;
  sampleWindow: { years: number; daysPrior: number; daysAfter: number };
  minimumRate: string;
  maximumRate: string;
  options: RateQuoteOption[];
  fees: { observer: string; lightning: string; lightningPeriods: number; coveredHours: number; total: string };
  optionsPremium: string;
  totalPremium: string;
  minimumPremium: string;
  belowMinimumPremium: boolean;
};
