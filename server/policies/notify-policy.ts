import "server-only";
import type { Tx } from "@/server/db";
import { emailUnderwriters, emailUser } from "@/server/email/notify-people";
import { env } from "@/server/env";
import Decimal from "decimal.js";
import type { InvoiceKind } from "@/generated/prisma/client";
import { isoDate } from "@/lib/api/serialize";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { isCreditNote } from "@/lib/policies/invoice-figures";
import { policyDocumentLinks, type PolicyDocumentLink } from "@/server/documents/policy-document-links";

const usd = (value: { toString(): string }) => formatMoney(value.toString());

export const policyUrl = (id: number) => `${env().APP_URL.replace(/\/$/, "")}/policy/${id}`;
const linkLabel = "Open the policy";

type AnnouncedInvoice = { invoiceNumber: string; kind: InvoiceKind; amountDue: { toString(): string }; dueDate: Date | null };

/**
 * An invoice as an email announces it, with the date fixed on it at issue: "Invoice INV-2026-000042,
 * amount due: $1,234.00, due date: 12/28/2026"; a credit note says what is credited and its
 * settlement date.
 */
export function invoiceEmailLine(invoice: AnnouncedInvoice): string {
  const amount = new Decimal(invoice.amountDue.toString());
  const day = invoice.dueDate ? formatCalendarDate(isoDate(invoice.dueDate)) : null;
  if (isCreditNote(invoice.kind, amount)) {
    return `Credit note ${invoice.invoiceNumber}: ${usd(amount.negated().toFixed(2))} credited${day ? `, settlement date: ${day}` : ""}`;
  }
  return `Invoice ${invoice.invoiceNumber}, amount due: ${usd(amount.toFixed(2))}${day ? `, due date: ${day}` : ""}`;
}

/**
 * Tells the quotation's broker that it was bound: the policy number, premium and amount due, with a
 * link to the policy and signed links to the invoice and every policy document (D78).
 */
export async function notifyBrokerOfPolicy(
  tx: Tx,
  quotation: { quotationNumber: string; brokerUserId: number },
  policy: { id: number; policyNumber: string; premium: { toString(): string }; aggregateLimit: { toString(): string } },
  invoice: AnnouncedInvoice & { id: number },
) {
  await emailUser(tx, quotation.brokerUserId, {
    subject: `${quotation.quotationNumber}: bound as policy ${policy.policyNumber}`,
    intro: `The quotation was bound. Policy ${policy.policyNumber} is live.`,
    lines: [`Premium: ${usd(policy.premium)}`, `Aggregate limit: ${usd(policy.aggregateLimit)}`, invoiceEmailLine(invoice)],
    url: policyUrl(policy.id),
    linkLabel,
    documents: await policyDocumentLinks(tx, policy.id, { invoice }),
  });
}

type PolicySubject = { id: number; policyNumber: string; insuredName: string; brokerUserId: number };

/**
 * Tells the policy's broker about a change of its policy (cancellation, endorsement, final sales);
 * `documents` are the signed links an endorsement email carries (D78).
 */
export async function notifyPolicyBroker(
  tx: Tx,
  policy: PolicySubject,
  title: string,
  intro: string,
  lines: string[],
  documents?: PolicyDocumentLink[],
) {
  await emailUser(tx, policy.brokerUserId, {
    subject: `Policy ${policy.policyNumber}: ${title}`,
    intro,
    lines,
    url: policyUrl(policy.id),
    linkLabel,
    documents,
  });
}

/** Tells every enabled underwriter that a policy waits for them (cancellation request, final sales report). */
export async function notifyPolicyUnderwriters(tx: Tx, policy: PolicySubject, title: string, intro: string, lines: string[]) {
  await emailUnderwriters(tx, { subject: `Policy ${policy.policyNumber}: ${title}`, intro, lines, url: policyUrl(policy.id), linkLabel });
}
