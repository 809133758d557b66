import Decimal from "decimal.js";
import { formatDay, formatMoney } from "@/pdf/format";
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

/** A company as a letter shows it. */
export type Party = {
  name: string;
  email: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
};
type CompanyRow = {
  name: string;
  email: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
};

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
export type PolicyEndorsement = { key: PolicyFormKey; form: string; title: string; clauses: PolicyClause[] };
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
  insurer: { name: string; party: Party | null; binderReference: string };
  /** The managing general agent issuing the policy (the portal's operator); null when none is set up. */
  issuer: Party | null;
  /** The producer of record: the broker company, and the broker user with its licence number (D81). */
  producer: Party & { contactName: string; contactEmail: string; licenceNumber: string | null };
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
  terms: PolicyClause[];
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

export function party(c: CompanyRow): Party {
  return { name: c.name, email: c.email, street: c.street, city: c.city, state: c.state, zipCode: c.zipCode };
}

/** The insurer of a policy's documents (D40): its underwriter company, else the binder's underwriters. */
export function insurerOf(row: {
  underwriterCompany: CompanyRow | null;
  binder: { uniqueMarketReference: string };
}): PolicyWordingData["insurer"] {
  const reference = row.binder.uniqueMarketReference;
  return row.underwriterCompany
    ? { name: row.underwriterCompany.name, party: party(row.underwriterCompany), binderReference: reference }
    : { name: `Underwriters subscribing to binder ${reference}`, party: null, binderReference: reference };
}

/** The producer of record: the broker company and the broker user. */
export function producerOf(row: {
  brokerCompany: CompanyRow;
  brokerUser: { firstName: string; lastName: string; email: string; licenceNumber?: string | null };
}): PolicyWordingData["producer"] {
  return {
    ...party(row.brokerCompany),
    contactName: `${row.brokerUser.firstName} ${row.brokerUser.lastName}`,
    contactEmail: row.brokerUser.email,
    licenceNumber: row.brokerUser.licenceNumber?.trim() || null,
  };
}

const SIGNING_PROVIDER_LABELS: Record<string, string> = { builtin: "Portal signing page", documenso: "Documenso" };

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
    providerLabel: SIGNING_PROVIDER_LABELS[signing.provider] ?? signing.provider,
  };
}

/** The number and title of an issued endorsement, as the schedule of forms and the invoices name it. */
export function endorsementName(e: { number: number; title: string }): string {
  return `Endorsement No. ${e.number} — ${e.title}`;
}

/** "1 Market Street, Philadelphia, PA 19106". */
export function addressLine(p: { street: string | null; city: string | null; state: string | null; zipCode: string | null }): string {
  const cityState = [p.city, p.state].filter(Boolean).join(", ");
  return [p.street, [cityState, p.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

function stationOf(rating: unknown): { name: string | null; fees: { observer: string; lightning: string } | null } {
  const result = (rating as { result?: { station?: { name?: string } | null; fees?: { observer?: string; lightning?: string } } } | null)
    ?.result;
  const fees =
    result?.fees && result.fees.observer !== undefined && result.fees.lightning !== undefined
      ? { observer: result.fees.observer, lightning: result.fees.lightning }
      : null;
  return { name: result?.station?.name ?? null, fees };
}

function termsFor(d: WordingBase): PolicyClause[] {
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
  const state = d.governingState?.code ?? null;
  const amendatory = state === "MT" ? POLICY_FORMS.montana : state === "WA" ? POLICY_FORMS.washington : null;
  terms.push({
    title: "Changes and cancellation",
    text:
      `No change to the cover can be made within 10 days of the ${promotion ? "draw date" : "event start date"}. ` +
      "The Insured may ask, through the producer, to cancel the policy; a cancellation takes effect only once the Insurer approves it, and is confirmed by endorsement." +
      (amendatory
        ? ` For a ${d.governingState!.name} Insured these terms are amended by the ${d.governingState!.name} amendatory endorsement (${amendatory.form}), which prevails.`
        : ""),
  });
  terms.push({
    title: "Information given",
    text: "This policy is issued on the application and the signed proposal, including the loss history of the last 5 years. A misstatement or an omission of a material fact may void the cover.",
  });
  const home = d.governingState?.name ?? null;
  terms.push({
    title: "Governing law",
    text:
      `This surplus lines placement is governed by the law of ${home ?? "the Insured's home state"}, the Insured's home state` +
      (d.locationStateName ? `, although the ${promotion ? "promotion" : "event"} takes place in ${d.locationStateName}` : "") +
      ". The sanction limitation and exclusion clause (WEP 340) applies to every part of the policy.",
  });
  terms.push({
    title: "Surplus lines",
    text:
      `This insurance is placed with a surplus lines insurer that is not licensed in ${home ?? "the Insured's home state"}. It is not protected by the state's insurance guaranty fund.` +
      (state === "TX" ? ` The Texas surplus lines notice and complaint notice (${POLICY_FORMS.texas.form}) are attached.` : ""),
  });
  return terms;
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

function observerClauses(d: WordingBase): PolicyClause[] {
  const offsite = d.claimsVerificationSource.code === "OFFSITE_OBSERVER";
  return [
    {
      title: "Claims verification source",
      text: offsite
        ? "It is agreed that the claims verification source is an off-site independent weather observer appointed by the Insurer, instead of the closest weather station. The observer's fee is charged for each covered day and each insured peril, lightning excepted, as shown in the premium."
        : "It is agreed that the claims verification source is an on-site independent weather observer hired by the Insured at its own cost, instead of the closest weather station.",
    },
    {
      title: "Independence",
      text: `The observer must be independent of the Insured: not an employee, officer, contractor or relative of the Insured or of anyone taking part in organising the ${d.kind === "PROMOTION" ? "promotion" : "event"}. The Insurer may refuse an observer who is not independent.`,
    },
    {
      title: "Observations",
      text: `The observer records the weather at ${d.location.name ?? "the insured location"} ${d.kind === "PROMOTION" ? "on the draw date" : "during the hours of coverage of each covered day"} and signs a report of the readings of every insured peril, with the times and the instruments used.`,
    },
    {
      title: "Report",
      text: `The report is sent to ${d.notifyLoss.to} with the notice of loss. It settles whether a threshold was reached; it may be checked against the observations of the closest weather station, and the Insurer may ask for the observer's records.`,
    },
    ...(d.perils.some((p) => p.peril === "lightning")
      ? [{ title: "Lightning", text: "Lightning is verified by the lightning source, not by the observer." }]
      : []),
  ];
}

function promotionClauses(d: WordingBase): PolicyClause[] {
  const p = d.promotion!;
  return [
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
  ];
}

function adverseWeatherClauses(d: WordingBase): PolicyClause[] {
  const adverse = d.perils.find((p) => p.peril === "adverseWeather");
  const others = d.perils.filter((p) => p.peril !== "adverseWeather").map((p) => p.label.toLowerCase());
  const list = others.length <= 1 ? (others[0] ?? "the other insured perils") : `${others.slice(0, -1).join(", ")} and ${others.at(-1)}`;
  return [
    {
      title: "Adverse weather",
      text:
        `It is agreed that adverse weather is insured as a peril of its own. Adverse weather happens on a covered day when any other insured peril (${list}) reaches its threshold ` +
        `${d.kind === "PROMOTION" ? "on the draw date" : "during the hours of coverage"}, as recorded by the claims verification source.`,
    },
    {
      title: "Limit",
      text: `The adverse weather limit per day is ${formatMoney(adverse?.limitPerDay ?? d.limitPerDay)}${adverse?.limit ? `, and ${formatMoney(adverse.limit)} in all` : ""}. On a day of adverse weather the Insurer pays once: the adverse weather limit and the limit of the peril that reached its threshold are not added together, and payments for the day never exceed the limit per day of the declarations.`,
    },
    {
      title: "Missing observations",
      text: "A covered day on which one insured peril is recorded at or beyond its threshold is a day of adverse weather even if another peril's observation is missing. A day on which no peril is recorded at its threshold and an observation is missing is not a day of adverse weather unless the missing peril is shown, by the claims verification source's own records, to have reached its threshold.",
    },
    {
      title: "Other perils",
      text:
        "Adverse weather is insured only together with at least one other peril, and it ends when all the other insured perils are removed from the policy." +
        (d.perils.some((p) => p.peril === "lightning")
          ? " Lightning counts as adverse weather only on the terms of the lightning clause (a strike within 6 miles and abandonment of more than 50% of the event)."
          : ""),
    },
  ];
}

function sanctionClauses(): PolicyClause[] {
  return [
    {
      title: "Sanction limitation",
      text:
        "No insurer subscribing to this policy is treated as giving cover, and none is liable to pay a claim or to provide any benefit under it, to the extent that giving that cover, paying that claim or providing that benefit " +
        "would expose the insurer to a sanction, prohibition or restriction under resolutions of the United Nations, or under the trade or economic sanctions, laws or regulations of the European Union, the United Kingdom or the United States of America.",
    },
    {
      title: "How it applies",
      text: "The limitation applies to each insurer separately and only for as long as, and as far as, the sanction, prohibition or restriction applies. Cover, claims and benefits outside its reach are not affected, and the rest of the policy continues in force.",
    },
    {
      title: "Source",
      text: "This clause follows, in its own words, the sanction limitation and exclusion clause of the Lloyd's Market Association (LMA3100) used in the London market.",
    },
  ];
}

function otherApplicationClauses(d: WordingBase): PolicyClause[] {
  const others = d.applicationDocuments.filter((a) => a.type === "OTHER_APPLICATION_FORM").map((a) => `“${a.fileName}”`);
  return [
    {
      title: "Reliance",
      text:
        `It is agreed that the Insurer has issued this policy relying on an application the Insured completed on another insurer's form (${others.length > 0 ? others.join(", ") : "the other application form on file"}), ` +
        "presented by the producer with the producer's attestation that it was completed and signed by the Insured and is true and complete.",
    },
    {
      title: "Statements made to the Insurer",
      text: "Every statement and answer in that application, including the loss history of the last 5 years, is treated as made to the Insurer for this policy. The Insured confirms they were true when made and remain true on the policy's effective date.",
    },
    {
      title: "References to the other insurer",
      text: "Where the application refers to another insurer, its policy or its terms, the reference is read as being to the Insurer and this policy. Nothing in the application adds cover; where it differs from this policy, this policy's terms prevail.",
    },
    {
      title: "Misstatement",
      text: "A misstatement or omission of a material fact in that application has the same effect as one made in an application on the Insurer's own form, as the policy's terms on information given provide.",
    },
  ];
}

function montanaClauses(d: WordingBase): PolicyClause[] {
  return [
    {
      title: "Application",
      text: "This endorsement applies because Montana is the Insured's home state. It changes the policy's terms on cancellation and nonrenewal to give the Insured at least the protection of Montana Code Annotated, Title 33, chapter 15, part 11, which applies to surplus lines insurers as it does to licensed insurers. Where the policy's terms give the Insured more, they continue to apply.",
    },
    {
      title: "Cancellation by the Insured",
      text: `The Insured may ask, through the producer, ${d.producer.name}, to cancel the policy at any time. Any return premium is worked out under the policy's cancellation terms and credited through the producer.`,
    },
    {
      title: "Grounds for cancellation by the Insurer",
      text:
        "Once the policy has been in force for 60 days, the Insurer may cancel it before the end of its term only: for a reason the law specifically allows; for failure to pay a premium when due; for a material misrepresentation; " +
        "for a substantial change in the risk insured that the Insurer could not reasonably have foreseen or contemplated when the policy was written; for a substantial breach of the Insured's contractual duties, conditions or warranties; " +
        "when the Commissioner of Securities and Insurance determines that continuing the policy would put the Insurer in violation of the insurance code; for the Insurer's financial impairment; or for any other reason the Commissioner approves.",
    },
    {
      title: "Notice of cancellation",
      text: "A cancellation by the Insurer takes effect no sooner than 10 days after a written notice of cancellation is delivered or mailed to the Insured at the address in the declarations, whether the policy has been in force for less or more than 60 days. The notice states the date on which the cover ends.",
    },
    {
      title: "Nonrenewal",
      text:
        "The policy covers the days stated in the declarations and is not offered for renewal. If the Insurer ever offers to continue it, it will give the Insured at least 45 days' written notice before the end of the policy period of a decision not to renew, " +
        "or of a renewal premium increase or of renewal on changed terms, and will state its reasons on the Insured's written request.",
    },
    {
      title: "Premium during the term",
      text: "The premium is not increased during the policy period except by an endorsement changing the cover at the Insured's request or with the Insured's agreement.",
    },
  ];
}

function washingtonClauses(d: WordingBase): PolicyClause[] {
  return [
    {
      title: "Application",
      text: "This endorsement applies because Washington is the Insured's home state. It gives the Insured, by agreement, the notice periods and other protections of RCW 48.18.290 and RCW 48.18.2901 (as amended with effect from July 1, 2025), whether or not those sections would otherwise apply to a surplus lines policy. Where the policy's terms give the Insured more, they continue to apply.",
    },
    {
      title: "Cancellation by the Insured",
      text: `The Insured may ask, through the producer, ${d.producer.name}, to cancel the policy at any time. Any return premium is worked out under the policy's cancellation terms and credited through the producer.`,
    },
    {
      title: "Cancellation by the Insurer",
      text:
        "The Insurer may cancel the policy only by delivering or mailing written notice of cancellation to the named Insured, at the address in the declarations, at least 60 days before the cancellation takes effect, " +
        "or at least 10 days before when it cancels for nonpayment of premium. The notice states the Insurer's actual reason for cancelling.",
    },
    {
      title: "Others with an interest",
      text: "Like notice is delivered or mailed to every person the policy shows to have an interest in a loss under it. For these notices, delivery includes electronic transmittal, facsimile or personal delivery.",
    },
    {
      title: "Return premium",
      text: "When the Insurer cancels, any premium returned under the policy's cancellation terms is returned to the Insured through the producer with the notice or as soon as practicable after the cancellation takes effect.",
    },
    {
      title: "Nonrenewal",
      text:
        "The policy is written for the covered days stated in the declarations: it clearly states that it is not renewable, and cover of this kind is not offered on a renewable basis. " +
        "If the Insurer ever offers to renew, it will give at least 60 days' written notice of a refusal to renew, with its actual reason, before the end of the policy period.",
    },
  ];
}

function endorsementsFor(d: WordingBase): PolicyEndorsement[] {
  const clausesOf: Partial<Record<PolicyFormKey, () => PolicyClause[]>> = {
    observer: () => observerClauses(d),
    promotion: () => promotionClauses(d),
    adverseWeather: () => adverseWeatherClauses(d),
    sanction: () => sanctionClauses(),
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
  return { ...data, terms: termsFor(data), endorsements, forms };
}
