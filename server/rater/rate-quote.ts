import "server-only";
import Decimal from "decimal.js";
import { validationFailure } from "@/lib/api/errors";
import { PERILS } from "@/lib/rater/perils";
import type { RateQuoteOption, RateQuoteResultDto } from "@/lib/rater/rate-quote-result";
import { noStationReason, tooFewRecordsReason } from "@/lib/rater/reasons";
import { rateRequestSchema, type RateRequest, type RateRequestInput } from "@/lib/rater/rate-request-schema";
import type { AppConfig, Location } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { parseInput } from "@/server/http/parse-input";
import { getAppConfig } from "@/server/settings/get-app-config";
import { ensureStationHistory } from "@/server/weather/ensure-station-history";
import { feesOf } from "@/lib/pricing/fees";
import {
  GHCN_ELEMENT,
  MIN_USABLE_SAMPLES,
  elementsFor,
  premiumOf,
  ratePeril,
  type Element,
  type PerilRating,
  type RatedPeril,
  type RaterSettings,
  type Series,
} from "./burn-cost";
import { loadSampleSeries, stationYears, yearsOfAny, type YearsByElement } from "./load-series";
import { loadStations, nearestStation, type NearestStation } from "./nearest-station";
import { cachedLocation, raterSnapshot, stationHistory, type CachedStation } from "./rater-cache";
import { ratePerilOnHistory, type StationHistory } from "./station-history";

const cents = (d: { toFixed: (places: number) => string }) => d.toFixed(2);
const fraction = (d: Decimal) => d.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toString();
const miles = (d: number) => Math.round(d * 10) / 10;

/**
 * A rating request from values that the route's description did not parse: the quotation and
 * endorsement use cases rate stored values (decimals as text) that the schema coerces and checks.
 */
export const parseRateRequest = (input: RateRequestInput): RateRequest => parseInput(rateRequestSchema, input);

/** What rating one option needs besides the history. */
type OptionContext = {
  station: NearestStation;
  option: RatedPeril;
  others: RatedPeril[];
  elements: Element[];
  chosen: RatedPeril[];
  eventDates: string[];
  eventYear: number;
  settings: RaterSettings;
  priorLoss: boolean;
};
type OptionRater = (context: OptionContext) => Promise<PerilRating>;

/**
 * POST /api/rater/quote: prices every chosen peril option from the weather history of the nearest
 * station that observes it (DESIGN.md §6) and explains the result. Deterministic for the same
 * inputs, settings and data. Reads no observation rows once the stations it uses are in memory
 * (D56): one query checks that the cached configuration and histories are current (D57).
 */
export async function rateQuote(request: RateRequest): Promise<RateQuoteResultDto> {
  const [{ config, stations }, location] = await Promise.all([raterSnapshot(), cachedLocation(request.zipCode)]);
  if (!location) throw validationFailure([{ path: "zipCode", message: "Unknown ZIP code" }]);
  const byId = new Map(stations.map((s) => [s.id, s]));
  const fetched = new Set<string>();
  const held = new Map<string, Promise<StationHistory>>();
  const noaa = env().WEATHER_SOURCE === "noaa";
  return priceRequest(
    request,
    config,
    location,
    stations,
    async ({ station, option, others, eventDates, eventYear, settings, priorLoss }) => {
      const cached: CachedStation = byId.get(station.id)!;
      if (noaa && !fetched.has(station.id)) {
        fetched.add(station.id);
        // Fetched now: this process wrote the rows (and raised the version), so it reads them again.
        if (await ensureStationHistory(station.id, eventYear - settings.years - 5, eventYear, cached))
          held.set(station.id, stationHistory(cached, true));
      }
      if (!held.has(station.id)) held.set(station.id, stationHistory(cached));
      const history = await held.get(station.id)!;
      return ratePerilOnHistory({ peril: option, others, eventDates, history, settings, priorLoss });
    },
  );
}

/**
 * The rating as it was before the in-memory history (D26): the stations, the years per element and
 * the sample days read from the database on every rating. Gives the same answers as `rateQuote`;
 * kept so that tests and `npm run bench` can compare both.
 */
export async function rateQuoteFromDatabase(request: RateRequest): Promise<RateQuoteResultDto> {
  const config = await getAppConfig();
  const location = await db.location.findUnique({ where: { zipCode: request.zipCode } });
  if (!location) throw validationFailure([{ path: "zipCode", message: "Unknown ZIP code" }]);
  const stations = await loadStations();
  const stationData = new Map<string, { years: YearsByElement; series?: Series; seriesYears?: number[] }>();
  return priceRequest(
    request,
    config,
    location,
    stations,
    async ({ station, option, others, elements, chosen, eventDates, eventYear, settings, priorLoss }) => {
      if (!stationData.has(station.id)) {
        await ensureStationHistory(station.id, eventYear - settings.years - 5, eventYear);
        stationData.set(station.id, { years: await stationYears(station.id, eventYear) });
      }
      const data = stationData.get(station.id)!;
      const availableYears = yearsOfAny(data.years, elements);
      const years = availableYears.slice(0, settings.years);
      if (!data.series || years.some((y) => !data.seriesYears!.includes(y))) {
        // One read per station: the sample days of every year any chosen peril needs there.
        const union = [
          ...new Set(
            chosen.flatMap((c) =>
              yearsOfAny(
                data.years,
                elementsFor(
                  c.peril,
                  chosen.filter((o) => o.peril !== c.peril && o.peril !== "adverseWeather"),
                ),
              ).slice(0, settings.years),
            ),
          ),
        ];
        data.series = await loadSampleSeries(station.id, eventDates, union, settings);
        data.seriesYears = union;
      }
      return ratePeril({ peril: option, others, eventDates, series: data.series, settings, priorLoss, availableYears });
    },
  );
}

async function priceRequest(
  request: RateRequest,
  config: AppConfig,
  location: Location,
  stations: Parameters<typeof nearestStation>[0],
  rateOption: OptionRater,
): Promise<RateQuoteResultDto> {
  const eventDates = [...request.dates].sort();
  const days = eventDates.length;
  const settings = {
    years: config.raterTimeSpanInYears,
    daysPrior: config.raterTimeSpanInDaysPrior,
    daysAfter: config.raterTimeSpanInDaysAfter,
    clf: config.clf.toString(),
    clfWithClaim: config.clfWithClaim.toString(),
    minimumRate: config.minimumRate.toString(),
    maximumRate: config.maximumRate.toString(),
  };
  const eventYear = Number(eventDates[0].slice(0, 4));
  const chosen: RatedPeril[] = [...request.perils]
    .sort((a, b) => PERILS.indexOf(a.peril) - PERILS.indexOf(b.peril))
    .map((p) => ({ peril: p.peril, threshold: p.threshold ?? null }));

  const options: RateQuoteOption[] = [];
  for (const option of chosen) {
    const requested = request.perils.find((p) => p.peril === option.peril)!;
    const others = chosen.filter((o) => o.peril !== option.peril && o.peril !== "adverseWeather");
    const elements = elementsFor(option.peril, others);
    const { limit } = premiumOf(0, requested.limitPerDay, days);
    const base = {
      peril: option.peril,
      threshold: option.threshold === null || option.threshold === undefined ? null : new Decimal(option.threshold).toString(),
      limitPerDay: cents(new Decimal(requested.limitPerDay)),
      limit: cents(limit),
      loading: new Decimal(request.priorLoss ? settings.clfWithClaim : settings.clf).toString(),
    };
    const codes = elements.map((e) => GHCN_ELEMENT[e]);
    const station: NearestStation | null = nearestStation(stations, location, codes);
    if (!station || station.distanceMiles > config.maximumStationDistanceMiles) {
      options.push({
        ...base,
        station: station ? { id: station.id, name: station.name, distanceMiles: miles(station.distanceMiles) } : null,
        years: [],
        possibleSamples: 0,
        samples: 0,
        hits: 0,
        hitsByYear: [],
        probability: null,
        unclampedRate: null,
        clamped: null,
        rate: null,
        premium: null,
        quotable: false,
        reason: noStationReason({ codes, maximumMiles: config.maximumStationDistanceMiles, zipCode: location.zipCode, nearest: station }),
      });
      continue;
    }
    const rating: PerilRating = await rateOption({
      station,
      option,
      others,
      elements,
      chosen,
      eventDates,
      eventYear,
      settings,
      priorLoss: request.priorLoss,
    });
    const premium = rating.quotable ? premiumOf(rating.rate, requested.limitPerDay, days).premium : null;
    options.push({
      ...base,
      station: { id: station.id, name: station.name, distanceMiles: miles(station.distanceMiles) },
      years: rating.years,
      possibleSamples: rating.possibleSamples,
      samples: rating.samples,
      hits: rating.hits,
      hitsByYear: rating.hitsByYear,
      probability: fraction(rating.probability),
      unclampedRate: fraction(rating.unclampedRate),
      clamped: rating.clamped,
      rate: fraction(rating.rate),
      premium: premium ? cents(premium) : null,
      quotable: rating.quotable,
      // The rating decides whether the option is quotable; the reason names the records and the station in words.
      reason: rating.quotable
        ? null
        : tooFewRecordsReason({
            codes,
            stationName: station.name,
            usable: rating.samples,
            possible: rating.possibleSamples,
            minimum: MIN_USABLE_SAMPLES,
          }),
    });
  }

  // Fees follow the options that can be covered: no observer or lightning fee for an option the
  // rater cannot price (the quotation's totals count the same way).
  const fees = feesOf({
    perils: chosen.map((c) => c.peril).filter((peril) => options.find((o) => o.peril === peril)?.quotable),
    eventDates,
    hoursOfCoverage: request.hoursOfCoverage,
    claimsVerificationSource: request.claimsVerificationSource,
    weatherWorksFee: config.weatherWorksFee.toString(),
    lightningFee: config.lightningFee.toString(),
  });
  const optionsPremium = options.reduce((sum, o) => (o.premium ? sum.plus(o.premium) : sum), new Decimal(0));
  const totalPremium = optionsPremium.plus(fees.total);
  const first = options.find((o) => o.station) ?? null;
  return {
    station: first?.station ?? null,
    location: {
      zipCode: location.zipCode,
      city: location.city,
      state: location.state,
      latitude: location.latitude,
      longitude: location.longitude,
    },
    eventDays: days,
    sampleWindow: { years: settings.years, daysPrior: settings.daysPrior, daysAfter: settings.daysAfter },
    minimumRate: settings.minimumRate,
    maximumRate: settings.maximumRate,
    options,
    fees: {
      observer: cents(fees.observer),
      lightning: cents(fees.lightning),
      lightningPeriods: fees.lightningPeriods,
      coveredHours: Math.round(fees.coveredHours * 100) / 100,
      total: cents(fees.total),
    },
    optionsPremium: cents(optionsPremium),
    totalPremium: cents(totalPremium),
    minimumPremium: cents(config.minimumPremium),
    belowMinimumPremium: totalPremium.lt(config.minimumPremium.toString()),
  };
}
