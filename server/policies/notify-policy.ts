import "server-only";
import type { Tx } from "@/server/db";
import { emailUnderwriters, emailUser } from "@/server/email/notify-people";
import { env } from "@/server/env";
import { formatMoney } from "@/lib/format/money";
import { policyDocumentLinks, type PolicyDocumentLink } from "@/server/documents/policy-document-links";

const usd = (value: { toString(): string }) => formatMoney(value.toString());

export const policyUrl = (id: number) => `${env().APP_URL.replace(/\/$/, "")}/policy/${id}`;
const linkLabel = "Open the policy";

/**
 * Tells the quotation's broker that it was bound: the policy number, premium and amount due, with a
 * link to the policy and signed links to the invoice and every policy document (D78).
 */
export async function notifyBrokerOfPolicy(
  tx: Tx,
  quotation: { quotationNumber: string; brokerUserId: number },
  policy: { id: number; policyNumber: string; premium: { toString(): string }; aggregateLimit: { toString(): string } },
  invoice: { id: number; invoiceNumber: string; amountDue: { toString(): string } },
) {
  await emailUser(tx, quotation.brokerUserId, {
    subject: `${quotation.quotationNumber}: bound as policy ${policy.policyNumber}`,
    intro: `The quotation was bound. Policy ${policy.policyNumber} is live.`,
    lines: [
      `Premium: ${usd(policy.premium)}`,
      `Aggregate limit: ${usd(policy.aggregateLimit)}`,
      `Invoice ${invoice.invoiceNumber}, amount due: ${usd(invoice.amountDue)}`,
    ],
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
