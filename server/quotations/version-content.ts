import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import {
  EMPTY_QUOTATION_FORM,
  PERILS_WITH_THRESHOLD,
  coveredDates,
  isValidIsoDate,
  normaliseDecimal,
  toCents,
  type QuotationFormValues,
  type QuotationInput,
} from "@/lib/quotations/quotation-schema";
import { CLAIMS_VERIFICATION_SOURCES, PERILS, type PerilName } from "@/lib/rater/perils";
import { isoDate } from "@/lib/api/serialize";

// The content of a quotation version in its two shapes: the wizard's form values (strings, as a
// person typed them) and the QuotationVersion / PerilValue columns.

type VersionRow = Prisma.QuotationVersionGetPayload<{ include: { perils: true } }>;

const str = (v: unknown, max = 200): string | null => {
  if (typeof v !== "string") return null;
  const t = v.trim().slice(0, max);
  return t === "" ? null : t;
};
const date = (v: unknown): Date | null => (typeof v === "string" && isValidIsoDate(v.trim()) ? new Date(`${v.trim()}T00:00:00Z`) : null);
const money = (v: unknown): string | null => {
  const d = normaliseDecimal(v);
  if (d === null || d.replace(/^-/, "").split(".")[0].length > 12) return null;
  return toCents(d);
};
const time = (v: unknown): string | null => (typeof v === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(v.trim()) ? v.trim() : null);
const state = (v: unknown): string | null => (typeof v === "string" && /^[A-Z]{2}$/.test(v.trim()) ? v.trim() : null);
const zip = (v: unknown): string | null => (typeof v === "string" && /^\d{5}$/.test(v.trim()) ? v.trim() : null);
const obj = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function dateRange(from: Date | null, until: Date | null): Date[] {
  if (!from) return [];
  if (!until || until < from) return [from];
  const days = Math.min(Math.round((until.getTime() - from.getTime()) / 86_400_000) + 1, 366);
  return Array.from({ length: days }, (_, i) => new Date(from.getTime() + i * 86_400_000));
}

/**
 * Draft columns from any subset of the form's values: what is given and well-formed is kept, what
 * is missing is left as it was (undefined), what cannot be stored (a malformed date) becomes empty.
 */
export function draftColumns(values: Record<string, unknown>): {
  data: Prisma.QuotationVersionUncheckedUpdateInput;
  perils?: { peril: PerilName; threshold: string | null; limitPerDay: string | null }[];
} {
  const data: Prisma.QuotationVersionUncheckedUpdateInput = {};
  if ("applicant" in values) {
    const a = obj(values.applicant);
    Object.assign(data, {
      applicantName: str(a.name),
      applicantEmail: str(a.email, 254)?.toLowerCase() ?? null,
      applicantStreet: str(a.street),
      applicantCity: str(a.city, 100),
      applicantState: state(a.state),
      applicantZipCode: zip(a.zipCode),
    });
  }
  if ("kind" in values) data.kind = values.kind === "EVENT" || values.kind === "PROMOTION" ? values.kind : null;
  if ("event" in values) {
    const e = obj(values.event);
    const from = date(e.dateFrom);
    const until = date(e.dateUntil);
    Object.assign(data, {
      eventName: str(e.name),
      eventType: str(e.type, 100),
      eventDateFrom: from,
      eventDateUntil: until,
      datesOfCoverage: from && until && until >= from ? dateRange(from, until) : from ? [from] : [],
      hoursOfCoverageFrom: time(e.hoursFrom),
      hoursOfCoverageTo: time(e.hoursTo),
    });
  }
  if ("promotion" in values) {
    const p = obj(values.promotion);
    Object.assign(data, {
      promotionName: str(p.name),
      promotionPeriodFrom: date(p.periodFrom),
      promotionPeriodUntil: date(p.periodUntil),
      promotionDate: date(p.promotionDate),
      finalEstimatedSales: money(p.finalEstimatedSales),
    });
  }
  if ("location" in values) {
    const l = obj(values.location);
    Object.assign(data, {
      locationName: str(l.name),
      locationStreet: str(l.street),
      locationCity: str(l.city, 100),
      locationState: state(l.state),
      locationZipCode: zip(l.zipCode),
    });
  }
  if ("limitPerDay" in values) data.limitPerDay = money(values.limitPerDay);
  if ("deductible" in values) data.deductible = money(values.deductible);
  if ("claimsVerificationSource" in values) {
    const source = values.claimsVerificationSource;
    if ((CLAIMS_VERIFICATION_SOURCES as readonly unknown[]).includes(source))
      data.claimsVerificationSource = source as QuotationInput["claimsVerificationSource"];
  }
  if ("priorLoss" in values)
    data.priorLoss =
      values.priorLoss === "yes" || values.priorLoss === true
        ? true
        : values.priorLoss === "no" || values.priorLoss === false
          ? false
          : null;
  if ("priorLossDetails" in values) data.priorLossDetails = str(values.priorLossDetails, 2000);
  if ("declarationAccepted" in values) data.declarationAccepted = values.declarationAccepted === true;
  if ("wizardStep" in values && Number.isInteger(Number(values.wizardStep)))
    data.wizardStep = Math.min(Math.max(Number(values.wizardStep), 0), 7);

  let perils: { peril: PerilName; threshold: string | null; limitPerDay: string | null }[] | undefined;
  if ("perils" in values || "coverage" in values) {
    const chosen = Array.isArray(values.perils) ? PERILS.filter((p) => (values.perils as unknown[]).includes(p)) : [];
    const coverage = obj(values.coverage);
    perils = chosen.map((peril) => {
      const c = obj(coverage[peril]);
      const threshold = PERILS_WITH_THRESHOLD.includes(peril) ? normaliseDecimal(c.threshold) : null;
      return { peril, threshold: threshold && Math.abs(Number(threshold)) < 1e6 ? threshold : null, limitPerDay: money(c.limitPerDay) };
    });
  }
  return { data, perils };
}

/** Columns of a fully validated quotation (submit, revise). */
export function inputColumns(input: QuotationInput) {
  const dates = coveredDates(input).map((d) => new Date(`${d}T00:00:00Z`));
  return {
    kind: input.kind,
    applicantName: input.applicant.name,
    applicantEmail: input.applicant.email,
    applicantStreet: input.applicant.street,
    applicantCity: input.applicant.city,
    applicantState: input.applicant.state,
    applicantZipCode: input.applicant.zipCode,
    eventName: input.event?.name ?? null,
    eventType: input.event?.type ?? null,
    datesOfCoverage: input.kind === "EVENT" ? dates : [],
    eventDateFrom: input.event ? new Date(`${input.event.dateFrom}T00:00:00Z`) : null,
    eventDateUntil: input.event ? new Date(`${input.event.dateUntil}T00:00:00Z`) : null,
    hoursOfCoverageFrom: input.event?.hoursFrom ?? null,
    hoursOfCoverageTo: input.event?.hoursTo ?? null,
    promotionName: input.promotion?.name ?? null,
    promotionPeriodFrom: input.promotion ? new Date(`${input.promotion.periodFrom}T00:00:00Z`) : null,
    promotionPeriodUntil: input.promotion ? new Date(`${input.promotion.periodUntil}T00:00:00Z`) : null,
    promotionDate: input.promotion ? new Date(`${input.promotion.promotionDate}T00:00:00Z`) : null,
    finalEstimatedSales: input.promotion?.finalEstimatedSales ?? null,
    locationName: input.location.name,
    locationStreet: input.location.street,
    locationCity: input.location.city,
    locationState: input.location.state,
    locationZipCode: input.location.zipCode,
    limitPerDay: input.limitPerDay,
    deductible: input.deductible,
    claimsVerificationSource: input.claimsVerificationSource,
    priorLoss: input.priorLoss,
    priorLossDetails: input.priorLossDetails,
    declarationAccepted: true,
  } satisfies Prisma.QuotationVersionUncheckedUpdateInput;
}

const d2s = (d: { toString(): string } | null | undefined) => (d === null || d === undefined ? "" : d.toString());

/** The version's content in the wizard's shape, for drafts, revise and copy. */
export function versionToForm(version: VersionRow, brokerUserId: number): QuotationFormValues {
  const dates = version.datesOfCoverage.map((d) => isoDate(d)!).sort();
  const coverage: QuotationFormValues["coverage"] = {};
  for (const p of version.perils) {
    coverage[p.peril] = {
      threshold: p.threshold === null ? "" : trimZeros(p.threshold.toString()),
      limitPerDay: p.limitPerDay === null ? "" : p.limitPerDay.toFixed(2),
    };
  }
  return {
    ...EMPTY_QUOTATION_FORM,
    brokerUserId: String(brokerUserId),
    applicant: {
      name: version.applicantName ?? "",
      email: version.applicantEmail ?? "",
      street: version.applicantStreet ?? "",
      city: version.applicantCity ?? "",
      state: version.applicantState ?? "",
      zipCode: version.applicantZipCode ?? "",
    },
    kind: version.kind ?? "",
    event: {
      name: version.eventName ?? "",
      type: version.eventType ?? "",
      dateFrom: isoDate(version.eventDateFrom) ?? dates[0] ?? "",
      dateUntil: isoDate(version.eventDateUntil) ?? (version.eventDateFrom ? "" : (dates.at(-1) ?? "")),
      hoursFrom: version.hoursOfCoverageFrom ?? "",
      hoursTo: version.hoursOfCoverageTo ?? "",
    },
    promotion: {
      name: version.promotionName ?? "",
      periodFrom: isoDate(version.promotionPeriodFrom) ?? "",
      periodUntil: isoDate(version.promotionPeriodUntil) ?? "",
      promotionDate: isoDate(version.promotionDate) ?? "",
      finalEstimatedSales: version.finalEstimatedSales ? version.finalEstimatedSales.toFixed(2) : "",
    },
    location: {
      name: version.locationName ?? "",
      street: version.locationStreet ?? "",
      city: version.locationCity ?? "",
      state: version.locationState ?? "",
      zipCode: version.locationZipCode ?? "",
    },
    limitPerDay: version.limitPerDay ? version.limitPerDay.toFixed(2) : "",
    deductible: version.deductible ? version.deductible.toFixed(2) : d2s(version.deductible) || "0",
    perils: PERILS.filter((p) => version.perils.some((v) => v.peril === p)),
    coverage,
    claimsVerificationSource: version.claimsVerificationSource,
    priorLoss: version.priorLoss === null ? "" : version.priorLoss ? "yes" : "no",
    priorLossDetails: version.priorLossDetails ?? "",
    declarationAccepted: version.declarationAccepted,
  };
}

function trimZeros(decimal: string): string {
  return decimal.includes(".") ? decimal.replace(/0+$/, "").replace(/\.$/, "") : decimal;
}

/** The first covered day: the event's first day or the promotion date. */
export function startDateOf(version: { kind: string | null; datesOfCoverage: Date[]; promotionDate: Date | null }): Date | null {
  if (version.kind === "PROMOTION") return version.promotionDate;
  if (version.datesOfCoverage.length === 0) return null;
  return version.datesOfCoverage.reduce((min, d) => (d < min ? d : min));
}

/** Rater dates of a version. */
export function ratedDates(version: { kind: string | null; datesOfCoverage: Date[]; promotionDate: Date | null }): string[] {
  if (version.kind === "PROMOTION") return version.promotionDate ? [isoDate(version.promotionDate)!] : [];
  return version.datesOfCoverage.map((d) => isoDate(d)!).sort();
}
