import "server-only";
import Decimal from "decimal.js";
import { formatDay } from "@/pdf/format";
import type { Prisma } from "@/generated/prisma/client";
import { isoDate } from "@/lib/api/serialize";
import { US_STATES } from "@/lib/geo/us-states";
import { signingProviderLabel } from "@/lib/signing/signing-providers";
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
import {
  addressLine,
  endorsementName,
  insurerOf,
  party,
  producerOf,
  type CompanyRow,
  type Insurer,
  type Party,
  type Producer,
} from "./document-parties";
import type { Clause } from "./clauses/clause";
import { policyTerms } from "./clauses/policy-terms";
import { observerClauses } from "./clauses/observer";
import { promotionClauses } from "./clauses/promotion";
import { adverseWeatherClauses } from "./clauses/adverse-weather";
import { SANCTION_CLAUSES } from "./clauses/sanction";
import { otherApplicationClauses } from "./clauses/other-application";
import { montanaClauses } from "./clauses/montana";
import { washingtonClauses } from "./clauses/washington";
import { feeLines, PORTAL_NAME, type ProposalFeeLine } from "./proposal-data";
import { addCalendarDays, finalSalesReportDate, minimumDepositLimit } from "@/lib/policies/promotion-terms";
import {
  governingState,
  policyDocumentFamily,
  policyDocuments,
  policyForms,
  POLICY_FORM_TITLES,
  type PolicyDocumentFacts,
  type PolicyDocumentFamily,
  type PolicyDocumentKey,
  type PolicyFormKey,
} from "@/lib/policies/policy-documents";
import { DOCUMENT_TYPE_LABELS, type DocumentTypeName } from "@/lib/quotations/quotation-schema";
import { APPLICATION_DOCUMENT_TYPES } from "@/lib/quotations/bind-schema";
import { formatStationName } from "@/lib/format/station-name";

// What the policy wording (spec §2 "Policy wording contents", §3 "Policy wording fields") shows,
// as plain JSON-friendly data: money as exact decimal strings, calendar dates as YYYY-MM-DD,
// moments as ISO strings. Built from the Policy row, the quotation version it was bound from and
// its bind invoice (the taxes printed are the invoice's stored figures, never recomputed).

/** What the wording reads of the database: a Policy with these relations. */
export const policyWordingInclude = {
  // The application documents on file (D37): they decide the reliance endorsement (D72).
  quotation: {
    select: {
      quotationNumber: true,
      documents: { where: { type: { not: null } }, orderBy: { id: "asc" }, select: { type: true, file: { select: { fileName: true } } } },
    },
  },
  brokerCompany: { select: { name: true, email: true, street: true, city: true, state: true, zipCode: true } },
  brokerUser: { select: { firstName: true, lastName: true, email: true, licenceNumber: true } },
  underwriterCompany: { select: { name: true, email: true, street: true, city: true, state: true, zipCode: true } },
  binder: { select: { uniqueMarketReference: true } },
  // The current terms: the bound version, or the copy a cover-changing endorsement made of it.
  quotationVersion: { include: { perils: { orderBy: { id: "asc" } } } },
  // The version the insured signed and that was bound: its signing is the one on record.
  boundVersion: {
    select: {
      signingRequests: {
        where: { status: "SIGNED" },
        orderBy: { completedAt: "desc" },
        take: 1,
        select: { provider: true, signerName: true, signerPosition: true, signatureImage: true, signatureText: true, completedAt: true },
      },
    },
  },
  // Every premium transaction (bind, endorsements, final sales, cancellation): their taxes add up.
  invoices: { orderBy: [{ issuedAt: "asc" }, { id: "asc" }] },
  endorsements: {
    orderBy: { endorsementNumber: "asc" },
    select: { endorsementNumber: true, kind: true, title: true, effectiveDate: true },
  },
  // The cancellation that took effect (approved on request, or cancelled outright): the one with its endorsement.
  cancellations: {
    where: { endorsementId: { not: null } },
    orderBy: [{ decidedAt: "desc" }, { id: "desc" }],
    take: 1,
    select: { cancellationDate: true, reason: true },
  },
} satisfies Prisma.PolicyInclude;

export type PolicyWordingRow = Prisma.PolicyGetPayload<{ include: typeof policyWordingInclude }>;

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

export type PolicyEndorsement = { key: PolicyFormKey; form: string; title: string; clauses: Clause[] };
/** A document of the policy as the Files card and the schedule name it. */
export type PolicyDocumentRef = { key: PolicyDocumentKey; form: string; title: string; href: string };

export type PolicyWordingData = {
  portalName: string;
  policyNumber: string;
  quotationNumber: string;
  versionNumber: number;
  /** "Live", "Cancelled", ... */
  statusLabel: string;
  cancelled: boolean;
  /** The date the cancellation took effect (YYYY-MM-DD), when the policy is cancelled and it is on record. */
  cancelledOn: string | null;
  /** ISO timestamp of the bind. */
  boundAt: string;
  insurer: Insurer;
  /** The managing general agent issuing the policy (the portal's operator); null when none is set up. */
  issuer: Party | null;
  /** The producer of record: the broker company, and the broker user with its license number (D81). */
  producer: Producer;
  insured: Party;
  /** The state whose law governs the documents: the insured's home state (D70). */
  governingState: { code: string; name: string } | null;
  /** The location's state when it differs from the governing state (named, never decisive). */
  locationStateName: string | null;
  family: PolicyDocumentFamily;
  /** Exactly the documents that apply (lib/policies/policy-documents.ts), for the links and the 404s. */
  documents: PolicyDocumentRef[];
  /** The application documents on file (typed IWO, Beazley or other application form). */
  applicationDocuments: { fileName: string; type: DocumentTypeName; typeLabel: string }[];
  /** The insured state's surplus lines tax and stamping fee rates (fractions as decimal strings), when known. */
  taxRates: { tax: string; stampingFee: string } | null;
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
  /**
   * The tax lines of the policy's invoices as stored (bind, then endorsements, final sales and
   * cancellation, summed by line), null before an invoice exists.
   */
  taxes: { label: string; amount: string }[] | null;
  /** The bind invoice's number (the first invoice when none is of kind BIND). */
  invoiceNumber: string | null;
  /** Every invoice of the policy, bind first. */
  invoiceNumbers: string[];
  /** The endorsements issued so far, in order (cover changes and the cancellation). */
  issuedEndorsements: { number: number; kind: "GENERAL" | "CANCELLATION"; title: string; effectiveDate: string }[];
  /** Premium + fees + taxes (when known). */
  total: string;
  notifyLoss: { to: string; lines: string[] };
  terms: Clause[];
  endorsements: PolicyEndorsement[];
  forms: { form: string; title: string }[];
  /** The applicant's electronic signature of the proposal, when on record (D81). */
  signedProposal: {
    signerName: string | null;
    signerPosition: string | null;
    /** ISO timestamp. */
    signedAt: string | null;
    /** The drawn signature, base64 PNG; else `signatureText` (typed); neither for a provider that keeps it (Documenso). */
    signatureImageBase64: string | null;
    signatureText: string | null;
    /** "Portal signing page", "Documenso". */
    providerLabel: string;
  } | null;
};

export type PolicyWordingExtras = {
  /** The managing general agent (the portal's operator company). */
  issuer?: CompanyRow | null;
  portalName?: string;
  /**
   * The state-fee row of the insured's state: it names the bind invoice's tax lines as the invoice
   * PDF does (`storedInvoiceLines`); the amounts are the invoice's.
   */
  stateFee?: {
    state: string;
    name?: string;
    municipalityTax: boolean;
    tax?: { toString(): string };
    stampingFee?: { toString(): string };
  } | null;
};

/** The forms' numbers and titles (D40, D71). */
export const POLICY_FORMS = POLICY_FORM_TITLES;

const stateName = (code: string | null | undefined) => (code ? (US_STATES.find((s) => s.code === code)?.name ?? code) : null);

const money = (value: Decimal.Value) => new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);
const moneyOrNull = (value: { toString(): string } | null | undefined) =>
  value === null || value === undefined ? null : money(value.toString());

/** Lines of the same label added up, in the order first seen; a line that nets to zero is kept. */
function sumByLabel(lines: { label: string; amount: string }[]): { label: string; amount: string }[] {
  const sums = new Map<string, Decimal>();
  for (const l of lines) sums.set(l.label, (sums.get(l.label) ?? new Decimal(0)).plus(l.amount));
  return [...sums].map(([label, amount]) => ({ label, amount: money(amount) }));
}

/** Every day from `from` to `until`, both included (at most a year of them). */
function daysFrom(from: string, until: string): string[] {
  const days = [from];
  while (days.at(-1)! < until && days.length < 366) days.push(addCalendarDays(days.at(-1)!, 1));
  return days;
}

/** The applicant's signature on record, from the bound version's signed signing request. */
export function signedProposalOf(
  signing: {
    provider: string;
    signerName: string | null;
    signerPosition: string | null;
    signatureImage: Uint8Array | null;
    signatureText: string | null;
    completedAt: Date | null;
  } | null,
): PolicyWordingData["signedProposal"] {
  if (!signing) return null;
  return {
    signerName: signing.signerName,
    signerPosition: signing.signerPosition,
    signedAt: signing.completedAt?.toISOString() ?? null,
    signatureImageBase64: signing.signatureImage ? Buffer.from(signing.signatureImage).toString("base64") : null,
    signatureText: signing.signatureImage ? null : signing.signatureText,
    providerLabel: signingProviderLabel(signing.provider),
  };
}

function stationOf(rating: unknown): { name: string | null; fees: { observer: string; lightning: string } | null } {
  const result = (rating as { result?: { station?: { name?: string } | null; fees?: { observer?: string; lightning?: string } } } | null)
    ?.result;
  const fees =
    result?.fees && result.fees.observer !== undefined && result.fees.lightning !== undefined
      ? { observer: result.fees.observer, lightning: result.fees.lightning }
      : null;
  return { name: formatStationName(result?.station?.name) || null, fees };
}

type WordingBase = Omit<PolicyWordingData, "terms" | "endorsements" | "forms">;

/** What the decision of lib/policies/policy-documents.ts reads, from the wording's data. */
export function documentFactsOf(
  d: Pick<WordingBase, "insured" | "location" | "kind" | "perils" | "claimsVerificationSource" | "applicationDocuments">,
): PolicyDocumentFacts {
  return {
    insuredState: d.insured.state,
    locationState: d.location.state,
    kind: d.kind,
    perils: d.perils.map((p) => p.peril),
    claimsVerificationSource: d.claimsVerificationSource.code,
    applicationDocuments: d.applicationDocuments.map((a) => a.type),
  };
}

function endorsementsFor(d: WordingBase): PolicyEndorsement[] {
  const clausesOf: Partial<Record<PolicyFormKey, () => Clause[]>> = {
    observer: () => observerClauses(d),
    promotion: () => promotionClauses({ promotion: d.promotion! }),
    adverseWeather: () => adverseWeatherClauses(d),
    sanction: () => [...SANCTION_CLAUSES],
    otherApplication: () => otherApplicationClauses(d),
    montana: () => montanaClauses(d),
    washington: () => washingtonClauses(d),
  };
  return policyForms(documentFactsOf(d)).flatMap((key) => {
    const clauses = clausesOf[key];
    if (!clauses || (key === "promotion" && !d.promotion)) return [];
    return [{ key, ...POLICY_FORMS[key], clauses: clauses() }];
  });
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
  const invoices = [...row.invoices].sort((a, b) => Number(b.kind === "BIND") - Number(a.kind === "BIND"));
  const invoice = invoices[0] ?? null;
  // Fees are charged with the cover (bind, and an endorsement that adds observed days) and never returned.
  const feeTotal = invoice ? invoices.reduce((sum, i) => sum.plus(i.fees.toString()), new Decimal(0)) : v.fees;
  const fees = feeLines(
    feeTotal === null ? null : money(feeTotal.toString()),
    v.claimsVerificationSource,
    perils.map((p) => p.peril),
    coveredDays.length,
    rating.fees,
  );
  const context = { insuredState: row.insuredState, quotationVersion: { ...v, perils: v.perils.filter((p) => p.selected) } };
  const taxes = invoice
    ? sumByLabel(invoices.flatMap((i) => storedInvoiceLines(i, context, extras.stateFee ?? null).filter((l) => l.kind === "tax")))
    : null;
  const total = [row.premium.toString(), ...fees.map((f) => f.amount), ...(taxes ?? []).map((t) => t.amount)].reduce(
    (s, a) => s.plus(a),
    new Decimal(0),
  );

  const issuer = extras.issuer ? party(extras.issuer) : null;
  const fes = v.finalEstimatedSales?.toString() ?? null;
  const promotionUntil = isoDate(v.promotionPeriodUntil);
  const producer = producerOf(row);
  const notifyTo = issuer ? issuer.name : (extras.portalName ?? PORTAL_NAME);
  // The signing of the version that was bound (a later endorsement copy is never signed).
  const signing = row.boundVersion?.signingRequests[0] ?? null;
  const cancelled = row.status === "CANCELLED";
  const cancellationEndorsement = row.endorsements.findLast((e) => e.kind === "CANCELLATION");
  const cancelledOn = cancelled
    ? (isoDate(row.cancellations[0]?.cancellationDate) ?? isoDate(cancellationEndorsement?.effectiveDate))
    : null;

  const govern = governingState({ insuredState: row.insuredState });
  const locationState = v.locationState?.trim().toUpperCase() || null;
  const applicationDocuments = row.quotation.documents
    .filter((doc): doc is typeof doc & { type: DocumentTypeName } => doc.type !== null && APPLICATION_DOCUMENT_TYPES.includes(doc.type))
    .map((doc) => ({ fileName: doc.file.fileName, type: doc.type, typeLabel: DOCUMENT_TYPE_LABELS[doc.type] }));
  const data: Omit<PolicyWordingData, "terms" | "endorsements" | "forms"> = {
    portalName: extras.portalName ?? PORTAL_NAME,
    policyNumber: row.policyNumber,
    quotationNumber: row.quotation.quotationNumber,
    versionNumber: v.versionNumber,
    statusLabel: POLICY_STATUS_LABELS[row.status],
    cancelled,
    cancelledOn,
    boundAt: row.boundAt.toISOString(),
    insurer: insurerOf(row),
    issuer,
    producer,
    insured: {
      name: row.insuredName,
      email: row.insuredEmail,
      street: row.insuredStreet,
      city: row.insuredCity,
      state: row.insuredState,
      zipCode: row.insuredZipCode,
    },
    governingState: govern ? { code: govern, name: stateName(govern)! } : null,
    locationStateName: locationState && locationState !== govern ? stateName(locationState) : null,
    family: policyDocumentFamily({ insuredState: row.insuredState }),
    documents: [],
    applicationDocuments,
    taxRates:
      extras.stateFee?.tax !== undefined && extras.stateFee.stampingFee !== undefined && extras.stateFee.state === govern
        ? { tax: extras.stateFee.tax.toString(), stampingFee: extras.stateFee.stampingFee.toString() }
        : null,
    kind,
    event:
      kind === "EVENT" ? { name: row.itemName, type: v.eventType, hoursFrom: v.hoursOfCoverageFrom, hoursTo: v.hoursOfCoverageTo } : null,
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
    invoiceNumbers: invoices.map((i) => i.invoiceNumber),
    issuedEndorsements: row.endorsements.map((e) => ({
      number: e.endorsementNumber,
      kind: e.kind,
      title: e.title,
      effectiveDate: isoDate(e.effectiveDate)!,
    })),
    total: money(total),
    notifyLoss: {
      to: notifyTo,
      lines: issuer ? [issuer.name, addressLine(issuer), issuer.email].filter((l): l is string => !!l) : [notifyTo],
    },
    signedProposal: signedProposalOf(signing),
  };
  const facts = documentFactsOf(data);
  data.documents = policyDocuments(facts).map((doc) => ({ key: doc.key, form: doc.form, title: doc.title, href: doc.href(row.id) }));
  const endorsements = endorsementsFor(data);
  // Exactly the forms the policy carries (D71), then the endorsements issued since bind.
  const forms = [
    ...policyForms(facts).map((key) => POLICY_FORMS[key]),
    ...data.issuedEndorsements.map((e) => ({
      form: `End. ${e.number}`,
      title: `${endorsementName(e)}, effective ${formatDay(e.effectiveDate)}`,
    })),
  ];
  return { ...data, terms: policyTerms(data), endorsements, forms };
}
