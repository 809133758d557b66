import "server-only";
import Decimal from "decimal.js";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { isoDate } from "@/lib/api/serialize";
import { cancellationReturn } from "@/lib/policies/cancellation-return";
import { INVOICE_KIND_LABELS, type CoverageChangeLine } from "@/lib/policies/policy-dto";
import { isCreditNote } from "@/lib/policies/invoice-figures";
import { PORTAL_NAME } from "./proposal-data";
import { insurerOf, party, producerOf, type Insurer, type Party, type Producer } from "./document-parties";

// What the endorsement PDFs show (spec §2 print pages /print/policy/endorsement/:endorsementId and
// /print/policy/cancellation-endorsement/:endorsementId): the Endorsement row as issued, its policy's
// parties (insurer, issuer, producer, insured, D40) and the invoice issued with it. Figures are the
// stored ones (D41): the premium change and the premium after, the cancellation's return premium;
// only the return rule's explanation is worked out again, from the dates.

const companySelect = { name: true, email: true, street: true, city: true, state: true, zipCode: true } as const;

/** What an endorsement print reads of the database: an Endorsement with these relations. */
export const policyEndorsementInclude = {
  policy: {
    select: {
      policyNumber: true,
      kind: true,
      itemName: true,
      dateFrom: true,
      dateUntil: true,
      premium: true,
      insuredName: true,
      insuredEmail: true,
      insuredStreet: true,
      insuredCity: true,
      insuredState: true,
      insuredZipCode: true,
      quotation: { select: { quotationNumber: true } },
      brokerCompany: { select: companySelect },
      brokerUser: { select: { firstName: true, lastName: true, email: true } },
      underwriterCompany: { select: companySelect },
      binder: { select: { uniqueMarketReference: true } },
      quotationVersion: { select: { promotionDate: true } },
    },
  },
  invoice: { select: { invoiceNumber: true, kind: true, amountDue: true, issuedAt: true } },
  cancellation: { select: { reason: true, cancellationDate: true, returnPremium: true } },
} satisfies Prisma.EndorsementInclude;

export type PolicyEndorsementRow = Prisma.EndorsementGetPayload<{ include: typeof policyEndorsementInclude }>;

export type PolicyEndorsementData = {
  portalName: string;
  kind: "GENERAL" | "CANCELLATION";
  endorsementNumber: number;
  policyNumber: string;
  quotationNumber: string;
  title: string;
  /** The content, one paragraph an item (split at blank lines). */
  paragraphs: string[];
  /** YYYY-MM-DD */
  effectiveDate: string;
  /** ISO timestamp of the issue. */
  issuedAt: string;
  insured: Party;
  insurer: Insurer;
  /** The managing general agent issuing the endorsement; null when none is set up. */
  issuer: Party | null;
  producer: Producer;
  /**
   * The insured event or promotion: the policy period (a promotion's runs from its first sales day
   * to its draw) and, for a promotion, its draw date, the covered day (YYYY-MM-DD; null for an event).
   */
  item: { kind: "EVENT" | "PROMOTION"; name: string; periodFrom: string; periodUntil: string; drawDate: string | null };
  /** The schedule of changes of a cover change; [] for a wording-only endorsement. */
  changes: CoverageChangeLine[];
  /** Signed: additional (+) or return (−) premium; null when the premium does not change. */
  premiumChange: string | null;
  premiumAfter: string | null;
  /** The invoice (or credit note) issued with the endorsement. */
  invoice: { invoiceNumber: string; kindLabel: string; amountDue: string; credit: boolean } | null;
  /** A cancellation endorsement's cancellation. */
  cancellation: {
    reason: string;
    /** YYYY-MM-DD */
    cancellationDate: string;
    /** The premium returned, as stored (two places, ≥ 0). */
    returnPremium: string;
    /** The policy's premium before the cancellation, when known. */
    premiumBefore: string | null;
    /** The premium kept by the insurer, when known. */
    earnedPremium: string | null;
    /** The return-premium rule as it applies to the dates (cancellation-return.ts); null when the stored return does not follow it. */
    explanation: string | null;
  } | null;
};

export type PolicyEndorsementExtras = {
  issuer?: {
    name: string;
    email: string | null;
    street: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
  } | null;
  portalName?: string;
};

const changesSchema = z.array(z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() }));
const money = (value: Decimal.Value) => new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);
const moneyOrNull = (value: { toString(): string } | null | undefined) =>
  value === null || value === undefined ? null : money(value.toString());

/** Paragraphs of a typed text: split at blank lines, each one's line breaks kept as spaces. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean)
        .join(" "),
    )
    .filter((p) => p !== "");
}

function cancellationOf(row: PolicyEndorsementRow): NonNullable<PolicyEndorsementData["cancellation"]> | null {
  if (row.kind !== "CANCELLATION") return null;
  const c = row.cancellation;
  const p = row.policy;
  const cancellationDate = isoDate(c?.cancellationDate ?? row.effectiveDate)!;
  // The premium before: the premium after the endorsement less its (negative) change; else the policy's.
  const premiumBefore =
    row.premiumAfter !== null && row.premiumChange !== null
      ? new Decimal(row.premiumAfter.toString()).minus(row.premiumChange.toString())
      : null;
  // Stored figures first: the cancellation's return premium, else the endorsement's change.
  const stored = c?.returnPremium ?? (row.premiumChange !== null ? new Decimal(row.premiumChange.toString()).negated() : null);
  // The policy's first day, as the cancellation use case (server/policies/apply-policy-cancellation.ts) applies the rule.
  const inception = isoDate(p.dateFrom)!;
  const rule = cancellationReturn({ premium: (premiumBefore ?? p.premium).toString(), inception, cancellationDate });
  const returnPremium = stored === null ? rule.returnPremium : money(stored.toString());
  // The rule's words only where the stored figure follows the rule (some premium returned or none).
  const follows = new Decimal(returnPremium).isZero() === (rule.rule !== "BEFORE_INCEPTION");
  return {
    reason: c?.reason ?? "",
    cancellationDate,
    returnPremium,
    premiumBefore: premiumBefore === null ? null : money(premiumBefore),
    earnedPremium: premiumBefore === null ? null : money(premiumBefore.minus(returnPremium)),
    explanation: follows ? rule.explanation : null,
  };
}

/** The endorsement PDF's data from an Endorsement row (with `policyEndorsementInclude`). */
export function policyEndorsementDataFrom(row: PolicyEndorsementRow, extras: PolicyEndorsementExtras = {}): PolicyEndorsementData {
  const p = row.policy;
  const changes = changesSchema.safeParse(row.changes);
  const invoice = row.invoice;
  return {
    portalName: extras.portalName ?? PORTAL_NAME,
    kind: row.kind,
    endorsementNumber: row.endorsementNumber,
    policyNumber: p.policyNumber,
    quotationNumber: p.quotation.quotationNumber,
    title: row.title,
    paragraphs: paragraphsOf(row.content),
    effectiveDate: isoDate(row.effectiveDate)!,
    issuedAt: row.createdAt.toISOString(),
    insured: {
      name: p.insuredName,
      email: p.insuredEmail,
      street: p.insuredStreet,
      city: p.insuredCity,
      state: p.insuredState,
      zipCode: p.insuredZipCode,
    },
    insurer: insurerOf(p),
    issuer: extras.issuer ? party(extras.issuer) : null,
    producer: producerOf(p),
    item: {
      kind: p.kind === "PROMOTION" ? "PROMOTION" : "EVENT",
      name: p.itemName,
      periodFrom: isoDate(p.dateFrom)!,
      periodUntil: isoDate(p.dateUntil)!,
      // The draw date as the policy wording prints it: the promotion's, never the first sales day.
      drawDate: p.kind === "PROMOTION" ? (isoDate(p.quotationVersion.promotionDate) ?? isoDate(p.dateUntil)!) : null,
    },
    changes: changes.success ? changes.data : [],
    premiumChange: moneyOrNull(row.premiumChange),
    premiumAfter: moneyOrNull(row.premiumAfter),
    invoice: invoice
      ? {
          invoiceNumber: invoice.invoiceNumber,
          kindLabel: INVOICE_KIND_LABELS[invoice.kind],
          amountDue: money(invoice.amountDue.toString()),
          credit: isCreditNote(invoice.kind, invoice.amountDue),
        }
      : null,
    cancellation: cancellationOf(row),
  };
}
