import Decimal from "decimal.js";
import { formatDay, formatMoney } from "@/components/pdf/format";
import type { Prisma } from "@/generated/prisma/client";
import { isoDate } from "@/lib/api/serialize";
import { US_STATES } from "@/lib/geo/us-states";
import { POLICY_STATUS_LABELS } from "@/lib/status/status-style";
import {
  CLAIMS_VERIFICATION_SOURCE_LABELS,
  PERIL_LABELS,
  PERIL_THRESHOLD_UNITS,
  PERILS,
  type ClaimsVerificationSourceName,
  type PerilName,
} from "@/lib/rater/perils";
import { storedInvoiceLines } from "./policy-invoice-data";
import { feeLines, PORTAL_NAME, type ProposalFeeLine } from "./proposal-data";
import { addCalendarDays, finalSalesReportDate, minimumDepositLimit } from "@/lib/policies/promotion-terms";

// What the policy wording (spec §2 "Policy wording contents", §3 "Policy wording fields") shows,
// as plain JSON-friendly data: money as exact decimal strings, calendar dates as YYYY-MM-DD,
// moments as ISO strings. Built from the Policy row, the quotation version it was bound from and
// its bind invoice (the taxes printed are the invoice's stored figures, never recomputed).

/** What the wording reads of the database: a Policy with these relations. */
export const policyWordingInclude = {
  quotation: { select: { quotationNumber: true } },
  brokerCompany: { select: { name: true, email: true, street: true, city: true, state: true, zipCode: true } },
  brokerUser: { select: { firstName: true, lastName: true, email: true } },
  underwriterCompany: { select: { name: true, email: true, street: true, city: true, state: true, zipCode: true } },
  binder: { select: { uniqueMarketReference: true } },
  quotationVersion: {
    include: {
      perils: { orderBy: { id: "asc" } },
      signingRequests: { where: { status: "SIGNED" }, orderBy: { completedAt: "desc" }, take: 1 },
    },
  },
  invoices: { where: { kind: "BIND" }, orderBy: { issuedAt: "asc" }, take: 1 },
} satisfies Prisma.PolicyInclude;

export type PolicyWordingRow = Prisma.PolicyGetPayload<{ include: typeof policyWordingInclude }>;

/** A company as a letter shows it. */
export type Party = { name: string; email: string | null; street: string | null; city: string | null; state: string | null; zipCode: string | null };
type CompanyRow = { name: string; email: string | null; street: string | null; city: string | null; state: string | null; zipCode: string | null };

export type PolicyPeril = {
  peril: PerilName;
  label: string;
  /** Decimal string in the peril's unit (null for lightning and adverse weather). */
  threshold: string | null;
  unit: string | null;
  limitPerDay: string | null;
  limit: string | null;
  premium: string | null;
};

export type PolicyClause = { title: string; text: string };
export type PolicyEndorsement = { form: string; title: string; clauses: PolicyClause[] };

export type PolicyWordingData = {
  portalName: string;
  policyNumber: string;
  quotationNumber: string;
  versionNumber: number;
  /** "Live", "Cancelled", ... */
  statusLabel: string;
  cancelled: boolean;
  /** ISO timestamp of the bind. */
  boundAt: string;
  insurer: { name: string; party: Party | null; binderReference: string };
  /** The managing general agent issuing the policy (the portal's operator); null when none is set up. */
  issuer: Party | null;
  producer: Party & { contactName: string; contactEmail: string };
  insured: Party;
  kind: "EVENT" | "PROMOTION";
  event: { name: string; type: string | null; hoursFrom: string | null; hoursTo: string | null } | null;
  promotion: {
    name: string;
    periodFrom: string | null;
    periodUntil: string | null;
    /** The draw date: the covered day. */
    promotionDate: string | null;
    finalEstimatedSales: string | null;
    /** Half of the final estimated sales (spec §9). */
    minimumDepositLimit: string | null;
    /** The date final sales must be notified by: the day after the sales period ends (spec §9). */
    finalSalesDate: string | null;
  } | null;
  /** The policy's period (its first and last covered day). */
  coverageFrom: string;
  coverageUntil: string;
  /** Days covered: the event's dates, or the promotion's draw date. */
  coveredDays: string[];
  location: { name: string | null; street: string | null; city: string | null; state: string | null; zipCode: string | null };
  station: { name: string | null; distanceMiles: string | null } | null;
  claimsVerificationSource: { code: ClaimsVerificationSourceName; label: string };
  limitPerDay: string | null;
  /** The sum insured: the most payable in all. */
  aggregateLimit: string;
  deductible: string;
  perils: PolicyPeril[];
  /** The policy's premium (the insured perils' premiums). */
  premium: string;
  fees: ProposalFeeLine[];
  /** The bind invoice's tax lines, as stored; null before an invoice exists. */
  taxes: { label: string; amount: string }[] | null;
  invoiceNumber: string | null;
  /** Premium + fees + taxes (when known). */
  total: string;
  notifyLoss: { to: string; lines: string[] };
  terms: PolicyClause[];
  endorsements: PolicyEndorsement[];
  forms: { form: string; title: string }[];
  /** The applicant's electronic signature of the proposal, when on record. */
  signedProposal: { signerName: string | null; signedAt: string | null } | null;
};

export type PolicyWordingExtras = {
  /** The managing general agent (the portal's operator company). */
  issuer?: CompanyRow | null;
  portalName?: string;
  /**
   * The state-fee row of the insured's state: it names the bind invoice's tax lines as the invoice
   * PDF does (`storedInvoiceLines`); the amounts are the invoice's.
   */
  stateFee?: { state: string; name?: string; municipalityTax: boolean } | null;
};

export const POLICY_FORMS = {
  declarations: { form: "WEP 100", title: "Declarations" },
  wording: { form: "WEP 200", title: "Policy wording: insuring agreement and conditions" },
  observer: { form: "WEP 310", title: "Independent weather observer endorsement" },
  promotion: { form: "WEP 320", title: "Promotion endorsement" },
} as const;

const money = (value: Decimal.Value) => new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);
const moneyOrNull = (value: { toString(): string } | null | undefined) => (value === null || value === undefined ? null : money(value.toString()));


/** Every day from `from` to `until`, both included (at most a year of them). */
function daysFrom(from: string, until: string): string[] {
  const days = [from];
  while (days.at(-1)! < until && days.length < 366) days.push(addCalendarDays(days.at(-1)!, 1));
  return days;
}

function party(c: CompanyRow): Party {
  return { name: c.name, email: c.email, street: c.street, city: c.city, state: c.state, zipCode: c.zipCode };
}

/** "1 Market Street, Philadelphia, PA 19106". */
export function addressLine(p: { street: string | null; city: string | null; state: string | null; zipCode: string | null }): string {
  const cityState = [p.city, p.state].filter(Boolean).join(", ");
  return [p.street, [cityState, p.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

function stationOf(rating: unknown): { name: string | null; fees: { observer: string; lightning: string } | null } {
  const result = (rating as { result?: { station?: { name?: string } | null; fees?: { observer?: string; lightning?: string } } } | null)?.result;
  const fees = result?.fees && result.fees.observer !== undefined && result.fees.lightning !== undefined ? { observer: result.fees.observer, lightning: result.fees.lightning } : null;
  return { name: result?.station?.name ?? null, fees };
}

function termsFor(d: Omit<PolicyWordingData, "terms" | "endorsements" | "forms">): PolicyClause[] {
  const perils = d.perils.map((p) => p.peril);
  const promotion = d.kind === "PROMOTION";
  const terms: PolicyClause[] = [];
  terms.push({
    title: "Insuring agreement",
    text: promotion
      ? "In return for the premium, the Insurer reimburses the Insured for the benefits it pays its customers under the promotion described in the declarations when an insured peril reaches its threshold on the draw date, as recorded by the claims verification source, less the deductible, subject to the limits and the terms of this policy and of the promotion endorsement."
      : "In return for the premium, the Insurer pays the Insured, for each covered day on which an insured peril reaches its threshold during the hours of coverage, as recorded by the claims verification source, up to that peril's limit per day, less the deductible, subject to the limits and the terms of this policy.",
  });
  terms.push({
    title: "Limits and deductible",
    text:
      `Payments for any one day never exceed the limit per day, however many perils reach their thresholds, and all payments together never exceed the sum insured of ${formatMoney(d.aggregateLimit)}. ` +
      `The deductible of ${formatMoney(d.deductible)} applies to each claim.`,
  });
  terms.push({
    title: "Claims verification",
    text:
      d.claimsVerificationSource.code === "CLOSEST_WEATHER_STATION"
        ? `Whether a threshold is reached is settled solely on the observations of the weather station named in the declarations${d.station?.name ? ` (${d.station.name})` : ""}, as published for the covered day.`
        : "Whether a threshold is reached is settled on the report of the independent weather observer, on the terms of the independent weather observer endorsement.",
  });
  if (perils.includes("lightning")) {
    terms.push({
      title: "Lightning",
      text:
        "Lightning cover applies when lightning strikes within 6 miles of the claims verification source during the hours of coverage and the event is abandoned as a result. " +
        "Abandonment means the inability to proceed with more than 50% of the event once it has commenced. " +
        "Lightning is verified by the lightning source.",
    });
  }
  terms.push({
    title: "Notice of loss",
    text:
      `A loss must be notified to ${d.notifyLoss.to} through the producer, ${d.producer.name}, as soon as practicable after the covered day, ` +
      "with the date, the peril and what happened, and any report of the claims verification source the Insured holds.",
  });
  if (promotion && d.promotion) {
    terms.push({
      title: "Final sales",
      text:
        `The Insured must notify its final sales no later than ${formatDay(d.promotion.finalSalesDate)}, the day after the sales period ends. ` +
        "The premium is adjusted to the final sales notified, and any additional premium is due on that adjustment.",
    });
  }
  terms.push({
    title: "Changes and cancellation",
    text:
      `No change to the cover can be made within 10 days of the ${promotion ? "draw date" : "event start date"}. ` +
      "The Insured may ask, through the producer, to cancel the policy; a cancellation takes effect only once the Insurer approves it, and is confirmed by endorsement.",
  });
  terms.push({
    title: "Information given",
    text: "This policy is issued on the application and the signed proposal, including the loss history of the last 5 years. A misstatement or an omission of a material fact may void the cover.",
  });
  terms.push({
    title: "Surplus lines",
    text: `This insurance is placed with a surplus lines insurer that is not licensed in ${US_STATES.find((s) => s.code === d.insured.state)?.name ?? "the Insured's home state"}. It is not protected by the state's insurance guaranty fund.`,
  });
  return terms;
}

function endorsementsFor(d: Omit<PolicyWordingData, "terms" | "endorsements" | "forms">): PolicyEndorsement[] {
  const out: PolicyEndorsement[] = [];
  const source = d.claimsVerificationSource.code;
  if (source === "OFFSITE_OBSERVER" || source === "ONSITE_OBSERVER") {
    const offsite = source === "OFFSITE_OBSERVER";
    out.push({
      ...POLICY_FORMS.observer,
      clauses: [
        {
          title: "Claims verification source",
          text: offsite
            ? "It is agreed that the claims verification source is an off-site independent weather observer appointed by the Insurer, instead of the closest weather station. The observer's fee is charged for each covered day and each insured peril, lightning excepted, as shown in the premium."
            : "It is agreed that the claims verification source is an on-site independent weather observer hired by the Insured at its own cost, instead of the closest weather station.",
        },
        {
          title: "Independence",
          text: "The observer must be independent of the Insured: not an employee, officer, contractor or relative of the Insured or of anyone taking part in organising the event. The Insurer may refuse an observer who is not independent.",
        },
        {
          title: "Observations",
          text: `The observer records the weather at ${d.location.name ?? "the event location"} during the hours of coverage of each covered day and signs a report of the readings of every insured peril, with the times and the instruments used.`,
        },
        {
          title: "Report",
          text: `The report is sent to ${d.notifyLoss.to} with the notice of loss. It settles whether a threshold was reached; it may be checked against the observations of the closest weather station, and the Insurer may ask for the observer's records.`,
        },
        ...(d.perils.some((p) => p.peril === "lightning")
          ? [{ title: "Lightning", text: "Lightning is verified by the lightning source, not by the observer." }]
          : []),
      ],
    });
  }
  if (d.kind === "PROMOTION" && d.promotion) {
    const p = d.promotion;
    out.push({
      ...POLICY_FORMS.promotion,
      clauses: [
        {
          title: "The promotion",
          text: `It is agreed that the insured promotion is “${p.name}”, run by the Insured from ${formatDay(p.periodFrom)} to ${formatDay(p.periodUntil)}, under which the Insured promises its customers a benefit if an insured peril reaches its threshold on the draw date, ${formatDay(p.promotionDate)}.`,
        },
        {
          title: "Promotion rules",
          text: "The rules of the promotion must be published to customers before the promotion starts and given to the Insurer on request. The Insurer reimburses only benefits due under those rules, and no more than the limits of this policy.",
        },
        {
          title: "Deposit limit",
          text: `The limit must be at least half of the final estimated sales${p.finalEstimatedSales ? ` of ${formatMoney(p.finalEstimatedSales)} (a minimum deposit limit of ${formatMoney(p.minimumDepositLimit)})` : ""}.`,
        },
        {
          title: "Final sales notification",
          text: `The Insured notifies its final sales no later than ${formatDay(p.finalSalesDate)}. The premium is adjusted to the final sales notified; any additional premium is due on that adjustment, and the sum insured never exceeds the final sales.`,
        },
      ],
    });
  }
  return out;
}

/**
 * The policy wording's data from a Policy row (with `policyWordingInclude`). The insured perils
 * are the options selected on the bound version.
 */
export function policyWordingDataFrom(row: PolicyWordingRow, extras: PolicyWordingExtras = {}): PolicyWordingData {
  const v = row.quotationVersion;
  const kind = row.kind === "PROMOTION" ? "PROMOTION" : "EVENT";
  const order = (p: PerilName) => PERILS.indexOf(p);
  const perils: PolicyPeril[] = v.perils
    .filter((p) => p.selected)
    .sort((a, b) => order(a.peril) - order(b.peril))
    .map((p) => ({
      peril: p.peril,
      label: PERIL_LABELS[p.peril],
      threshold: p.threshold === null ? null : p.threshold.toString(),
      unit: PERIL_THRESHOLD_UNITS[p.peril],
      limitPerDay: moneyOrNull(p.limitPerDay),
      limit: moneyOrNull(p.limit),
      premium: moneyOrNull(p.premium),
    }));

  const coverageFrom = isoDate(row.dateFrom)!;
  const coverageUntil = isoDate(row.dateUntil)!;
  const coveredDays =
    kind === "PROMOTION"
      ? [isoDate(v.promotionDate) ?? coverageFrom]
      : v.datesOfCoverage.length > 0
        ? v.datesOfCoverage.map((d) => isoDate(d)!).sort()
        : daysFrom(coverageFrom, coverageUntil);
  const rating = stationOf(v.rating);
  const invoice = row.invoices[0] ?? null;
  const feeTotal = invoice ? invoice.fees : v.fees;
  const fees = feeLines(feeTotal === null ? null : money(feeTotal.toString()), v.claimsVerificationSource, perils.map((p) => p.peril), coveredDays.length, rating.fees);
  const taxes = invoice
    ? storedInvoiceLines(invoice, { insuredState: row.insuredState, quotationVersion: { ...v, perils: v.perils.filter((p) => p.selected) } }, extras.stateFee ?? null)
        .filter((l) => l.kind === "tax")
        .map((l) => ({ label: l.label, amount: l.amount }))
    : null;
  const total = [row.premium.toString(), ...fees.map((f) => f.amount), ...(taxes ?? []).map((t) => t.amount)].reduce((s, a) => s.plus(a), new Decimal(0));

  const issuer = extras.issuer ? party(extras.issuer) : null;
  const fes = v.finalEstimatedSales?.toString() ?? null;
  const promotionUntil = isoDate(v.promotionPeriodUntil);
  const producer = { ...party(row.brokerCompany), contactName: `${row.brokerUser.firstName} ${row.brokerUser.lastName}`, contactEmail: row.brokerUser.email };
  const notifyTo = issuer ? issuer.name : (extras.portalName ?? PORTAL_NAME);
  const signing = v.signingRequests[0] ?? null;

  const data: Omit<PolicyWordingData, "terms" | "endorsements" | "forms"> = {
    portalName: extras.portalName ?? PORTAL_NAME,
    policyNumber: row.policyNumber,
    quotationNumber: row.quotation.quotationNumber,
    versionNumber: v.versionNumber,
    statusLabel: POLICY_STATUS_LABELS[row.status],
    cancelled: row.status === "CANCELLED",
    boundAt: row.boundAt.toISOString(),
    insurer: row.underwriterCompany
      ? { name: row.underwriterCompany.name, party: party(row.underwriterCompany), binderReference: row.binder.uniqueMarketReference }
      : { name: `Underwriters subscribing to binder ${row.binder.uniqueMarketReference}`, party: null, binderReference: row.binder.uniqueMarketReference },
    issuer,
    producer,
    insured: { name: row.insuredName, email: row.insuredEmail, street: row.insuredStreet, city: row.insuredCity, state: row.insuredState, zipCode: row.insuredZipCode },
    kind,
    event: kind === "EVENT" ? { name: row.itemName, type: v.eventType, hoursFrom: v.hoursOfCoverageFrom, hoursTo: v.hoursOfCoverageTo } : null,
    promotion:
      kind === "PROMOTION"
        ? {
            name: row.itemName,
            periodFrom: isoDate(v.promotionPeriodFrom),
            periodUntil: promotionUntil,
            promotionDate: isoDate(v.promotionDate),
            finalEstimatedSales: fes === null ? null : money(fes),
            minimumDepositLimit: fes === null ? null : minimumDepositLimit(fes),
            finalSalesDate: isoDate(row.finalSalesDate) ?? (promotionUntil ? finalSalesReportDate(promotionUntil) : null),
          }
        : null,
    coverageFrom,
    coverageUntil,
    coveredDays,
    location: { name: v.locationName, street: v.locationStreet, city: v.locationCity, state: v.locationState, zipCode: v.locationZipCode },
    station: v.stationId ? { name: rating.name, distanceMiles: v.stationDistanceMiles?.toString() ?? null } : null,
    claimsVerificationSource: { code: v.claimsVerificationSource, label: CLAIMS_VERIFICATION_SOURCE_LABELS[v.claimsVerificationSource] },
    limitPerDay: moneyOrNull(v.limitPerDay),
    aggregateLimit: money(row.aggregateLimit.toString()),
    deductible: money(row.deductible.toString()),
    perils,
    premium: money(row.premium.toString()),
    fees,
    taxes,
    invoiceNumber: invoice?.invoiceNumber ?? null,
    total: money(total),
    notifyLoss: {
      to: notifyTo,
      lines: issuer ? [issuer.name, addressLine(issuer), issuer.email].filter((l): l is string => !!l) : [notifyTo],
    },
    signedProposal: signing ? { signerName: signing.signerName, signedAt: signing.completedAt?.toISOString() ?? null } : null,
  };
  const endorsements = endorsementsFor(data);
  const forms = [POLICY_FORMS.declarations, POLICY_FORMS.wording, ...endorsements.map((e) => ({ form: e.form, title: e.title }))];
  return { ...data, terms: termsFor(data), endorsements, forms };
}
