import { randomBytes } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import type { QuotationStatusName } from "@/lib/quotations/quotation-actions";
import type { QuotationFormValues } from "@/lib/quotations/quotation-schema";
import type { PerilName } from "@/lib/rater/perils";
import { db } from "@/server/db";

// Quotations written straight to the database in any status, with the content a submitted and
// rated quotation has (spec §3, prisma/schema.prisma QuotationVersion/PerilValue), so that a test
// can start a lifecycle action from any status without walking the whole flow. The weather data
// is not needed: the rating below is what the rater would have stored, written by hand.

const DAY = 86_400_000;

/** A calendar day `days` from today, as YYYY-MM-DD (UTC, like the stored dates). */
export function isoDay(days: number, from = new Date()): string {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  return new Date(start + days * DAY).toISOString().slice(0, 10);
}

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Statuses in which the broker has already chosen the options it buys. */
const SELECTED_STATUSES: readonly QuotationStatusName[] = [
  "PRE_BOUND_REFERRED_TO_UNDERWRITER",
  "PRE_BOUND",
  "SIGNED",
  "READY_TO_BIND",
  "BOUND",
];
/** Statuses with no rating yet. */
const UNRATED_STATUSES: readonly QuotationStatusName[] = ["NEW", "RATING_IN_PROGRESS"];
/** Statuses in which the quotation is still alive (and so has an expiry date). */
const OPEN: readonly QuotationStatusName[] = [
  "NEW",
  "READY",
  "REFERRED_TO_UNDERWRITER",
  "PRE_BOUND_REFERRED_TO_UNDERWRITER",
  "PRE_BOUND",
  "SIGNED",
  "READY_TO_BIND",
];

export const CENTRAL_PARK = { id: "USW00094728", name: "NEW YORK CNTRL PK TWR", distanceMiles: 1.04 };

export type PerilOption = { peril: PerilName; threshold: string | null; limitPerDay: string; rate: string; premium: string };

/** Rainfall at 0.5 in and maximum temperature at 95 °F, each 10,000.00 a day: 800.00 + 300.00. */
export const DEFAULT_PERILS: PerilOption[] = [
  { peril: "rainfall", threshold: "0.5", limitPerDay: "10000.00", rate: "0.080000", premium: "800.00" },
  { peril: "maximumTemperature", threshold: "95", limitPerDay: "10000.00", rate: "0.030000", premium: "300.00" },
];

export type QuotationFactoryOptions = {
  brokerUserId: number;
  brokerCompanyId: number;
  createdById?: number;
  /** Days from today to the (one-day) event; negative for an event that has passed. Default 60. */
  eventInDays?: number;
  /** Number of event days (default 1). */
  eventDays?: number;
  insuredName?: string;
  quotationNumber?: string;
  perils?: PerilOption[];
  /** Fees (observer, lightning) added to the premiums; default 0.00. */
  fees?: string;
  priorLoss?: boolean;
  referralReasons?: string[];
  declineReason?: string;
  /** When the master and its version were created and last changed. */
  createdAt?: Date;
  updatedAt?: Date;
};

export type FactoryQuotation = Awaited<ReturnType<typeof quotationInStatus>>;

let seq = 0;

/**
 * A master quotation with one current version in `status`: a one-day festival 60 days ahead at
 * Central Park (ZIP 10024), limit per day 10,000.00, deductible 500.00, rainfall 0.5 in and
 * maximum temperature 95 °F rated at 800.00 + 300.00 (above the 250 minimum premium).
 */
export async function quotationInStatus(status: QuotationStatusName, options: QuotationFactoryOptions) {
  seq++;
  const eventInDays = options.eventInDays ?? 60;
  const days = Array.from({ length: options.eventDays ?? 1 }, (_, i) => isoDay(eventInDays + i));
  const perils = options.perils ?? DEFAULT_PERILS;
  const rated = !UNRATED_STATUSES.includes(status);
  const selected = SELECTED_STATUSES.includes(status);
  const submitted = status !== "NEW";
  const createdAt = options.createdAt ?? new Date();
  const updatedAt = options.updatedAt ?? createdAt;
  const insuredName = options.insuredName ?? `Riverside Festival Association ${seq}`;
  const fees = options.fees ?? "0.00";
  const totalPremium = (perils.reduce((sum, p) => sum + Math.round(Number(p.premium) * 100), 0) / 100 + Number(fees)).toFixed(2);
  const referralReasons =
    options.referralReasons ??
    (status === "REFERRED_TO_UNDERWRITER"
      ? ["Referral requested by the broker: large crowd expected"]
      : status === "PRE_BOUND_REFERRED_TO_UNDERWRITER"
        ? ["Options selected within the pre-bind rules need an underwriter"]
        : []);

  const rating = rated
    ? {
        station: CENTRAL_PARK,
        location: { zipCode: "10024", city: "New York", state: "NY", latitude: 40.7918, longitude: -73.9733 },
        eventDays: days.length,
        sampleWindow: { years: 20, daysPrior: 7, daysAfter: 7 },
        minimumRate: "0.02",
        maximumRate: "0.5",
        options: perils.map((p) => ({
          peril: p.peril,
          threshold: p.threshold,
          limitPerDay: p.limitPerDay,
          limit: (Number(p.limitPerDay) * days.length).toFixed(2),
          station: CENTRAL_PARK,
          years: Array.from({ length: 20 }, (_, i) => 2022 - i),
          possibleSamples: 300 * days.length,
          samples: 300 * days.length,
          hits: Math.round((Number(p.rate) / 1.4) * 300 * days.length),
          hitsByYear: [],
          probability: (Number(p.rate) / 1.4).toFixed(6),
          loading: "1.4",
          unclampedRate: p.rate,
          clamped: null,
          rate: p.rate,
          premium: p.premium,
          quotable: true,
          reason: null,
        })),
        fees: { observer: "0.00", lightning: "0.00", lightningPeriods: 0, coveredHours: 12, total: fees },
        optionsPremium: (Number(totalPremium) - Number(fees)).toFixed(2),
        totalPremium,
        minimumPremium: "250.00",
        belowMinimumPremium: Number(totalPremium) < 250,
      }
    : null;

  const version: Prisma.QuotationVersionCreateWithoutQuotationInput = {
    versionNumber: 1,
    status,
    readOnly: false,
    kind: "EVENT",
    applicantName: insuredName,
    applicantEmail: "events@riverside.example.com",
    applicantStreet: "120 West 81st Street",
    applicantCity: "New York",
    applicantState: "NY",
    applicantZipCode: "10024",
    eventName: "Riverside Summer Festival",
    eventType: "Festival",
    datesOfCoverage: days.map(asDate),
    hoursOfCoverageFrom: "10:00",
    hoursOfCoverageTo: "22:00",
    locationName: "Central Park Great Lawn",
    locationStreet: "Central Park West & West 81st Street",
    locationCity: "New York",
    locationState: "NY",
    locationZipCode: "10024",
    limitPerDay: "10000.00",
    deductible: "500.00",
    claimsVerificationSource: "CLOSEST_WEATHER_STATION",
    priorLoss: options.priorLoss ?? false,
    priorLossDetails: options.priorLoss ? "Rain stopped the 2023 festival on its second day." : null,
    declarationAccepted: true,
    stationId: rated ? CENTRAL_PARK.id : null,
    stationDistanceMiles: rated ? String(CENTRAL_PARK.distanceMiles) : null,
    // Stored as the rater's request and result (server/quotations/rate-quotation-version.ts).
    rating: rating
      ? {
          request: {
            zipCode: "10024",
            dates: days,
            hoursOfCoverage: { from: "10:00", to: "22:00" },
            perils: perils.map((p) => ({ peril: p.peril, threshold: p.threshold ?? undefined, limitPerDay: p.limitPerDay })),
            claimsVerificationSource: "CLOSEST_WEATHER_STATION",
            priorLoss: options.priorLoss ?? false,
          },
          result: rating,
        }
      : undefined,
    fees: rated ? fees : null,
    totalPremium: rated ? totalPremium : null,
    referralReasons,
    wizardStep: 7,
    declineReason: status === "DECLINED" ? (options.declineReason ?? "Outside our appetite for open-air events") : null,
    submittedAt: submitted ? createdAt : null,
    expiresAt: OPEN.includes(status) ? new Date(updatedAt.getTime() + 30 * DAY) : null,
    createdAt,
    updatedAt,
    perils: {
      create: perils.map((p) => ({
        peril: p.peril,
        threshold: p.threshold,
        limitPerDay: p.limitPerDay,
        limit: (Number(p.limitPerDay) * days.length).toFixed(2),
        rate: rated ? p.rate : null,
        probability: rated ? (Number(p.rate) / 1.4).toFixed(6) : null,
        samples: rated ? 300 * days.length : null,
        hits: rated ? Math.round((Number(p.rate) / 1.4) * 300 * days.length) : null,
        premiumFromRater: rated ? p.premium : null,
        premium: rated ? p.premium : null,
        selected,
        quotable: rated,
      })),
    },
  };

  const created = await db.quotation.create({
    data: {
      quotationNumber: options.quotationNumber ?? `TQ-${Date.now().toString(36).toUpperCase()}-${seq}-${randomBytes(2).toString("hex")}`,
      brokerCompanyId: options.brokerCompanyId,
      brokerUserId: options.brokerUserId,
      createdById: options.createdById ?? options.brokerUserId,
      status,
      insuredName,
      eventDate: asDate(days[0]),
      createdAt,
      updatedAt,
      versions: { create: version },
    },
    include: { versions: { include: { perils: true } } },
  });
  // @updatedAt columns take the time of the write: set the wanted times afterwards.
  if (options.updatedAt || options.createdAt) {
    await db.$executeRaw`UPDATE "Quotation" SET "updatedAt" = ${updatedAt}, "createdAt" = ${createdAt} WHERE id = ${created.id}`;
    await db.$executeRaw`UPDATE "QuotationVersion" SET "updatedAt" = ${updatedAt}, "createdAt" = ${createdAt} WHERE "quotationId" = ${created.id}`;
  }
  return { ...created, version: created.versions[0] };
}

/**
 * A complete, valid wizard form (QuotationFormValues): a one-day festival `eventInDays` (default
 * 60) days ahead at Central Park (ZIP 10024), rainfall 0.5 in and maximum temperature 95 °F at
 * 10,000 a day, no prior loss, declaration accepted. `overrides` replace top-level keys (nested
 * objects are merged one level deep).
 */
export function fullFormValues(
  overrides: Partial<Omit<QuotationFormValues, "brokerUserId" | "applicant" | "event" | "location">> & {
    brokerUserId: string | number;
    applicant?: Partial<QuotationFormValues["applicant"]>;
    event?: Partial<QuotationFormValues["event"]>;
    location?: Partial<QuotationFormValues["location"]>;
    eventInDays?: number;
  },
): QuotationFormValues {
  const { eventInDays = 60, brokerUserId, applicant, event, location, ...rest } = overrides;
  const day = isoDay(eventInDays);
  return {
    brokerUserId: String(brokerUserId),
    applicant: {
      name: "Riverside Festival Association",
      email: "events@riverside.example.com",
      street: "120 West 81st Street",
      city: "New York",
      state: "NY",
      zipCode: "10024",
      ...applicant,
    },
    kind: "EVENT",
    event: {
      name: "Riverside Summer Festival",
      type: "Festival",
      dateFrom: day,
      dateUntil: day,
      hoursFrom: "10:00",
      hoursTo: "22:00",
      ...event,
    },
    promotion: { name: "", periodFrom: "", periodUntil: "", promotionDate: "", finalEstimatedSales: "" },
    location: {
      name: "Central Park Great Lawn",
      street: "Central Park West & West 81st Street",
      city: "New York",
      state: "NY",
      zipCode: "10024",
      ...location,
    },
    limitPerDay: "10000",
    deductible: "500",
    perils: ["rainfall", "maximumTemperature"],
    coverage: {
      rainfall: { threshold: "0.5", limitPerDay: "10000" },
      maximumTemperature: { threshold: "95", limitPerDay: "10000" },
    },
    claimsVerificationSource: "CLOSEST_WEATHER_STATION",
    priorLoss: "no",
    priorLossDetails: "",
    declarationAccepted: true,
    ...rest,
  };
}

/** A small valid PDF (one empty page). */
export function smallPdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** Everything a lifecycle action may change about a quotation, to compare before and after. */
export async function quotationSnapshot(quotationId: number) {
  const q = await db.quotation.findUniqueOrThrow({
    where: { id: quotationId },
    include: {
      versions: { orderBy: { versionNumber: "asc" }, include: { perils: { orderBy: { peril: "asc" } } } },
      documents: true,
    },
  });
  return {
    status: q.status,
    updatedAt: q.updatedAt.toISOString(),
    brokerUserId: q.brokerUserId,
    brokerCompanyId: q.brokerCompanyId,
    insuredName: q.insuredName,
    eventDate: q.eventDate?.toISOString() ?? null,
    documents: q.documents.map((d) => ({ id: d.id, type: d.type })),
    versions: q.versions.map((v) => ({
      versionNumber: v.versionNumber,
      status: v.status,
      readOnly: v.readOnly,
      updatedAt: v.updatedAt.toISOString(),
      applicantName: v.applicantName,
      totalPremium: v.totalPremium?.toFixed(2) ?? null,
      referralReasons: v.referralReasons,
      declineReason: v.declineReason,
      perils: v.perils.map((p) => ({
        peril: p.peril,
        threshold: p.threshold?.toString() ?? null,
        premium: p.premium?.toFixed(2) ?? null,
        premiumAfterReview: p.premiumAfterReview?.toFixed(2) ?? null,
        selected: p.selected,
        quotable: p.quotable,
      })),
    })),
  };
}
