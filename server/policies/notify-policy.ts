import type { Tx } from "@/server/db";
import { enqueueEmail } from "@/server/email/enqueue-email";
import { env } from "@/server/env";
import { formatMoney } from "@/lib/format/money";

const usd = (value: { toString(): string }) => formatMoney(value.toString());

export const policyUrl = (id: number) => `${env().APP_URL.replace(/\/$/, "")}/policy/${id}`;

/** Tells the quotation's broker that it was bound: the policy number, premium and amount due, with a link to the policy. */
export async function notifyBrokerOfPolicy(
  tx: Tx,
  quotation: { quotationNumber: string; brokerUserId: number },
  policy: { id: number; policyNumber: string; premium: { toString(): string }; aggregateLimit: { toString(): string } },
  invoice: { invoiceNumber: string; amountDue: { toString(): string } },
) {
  const broker = await tx.user.findUnique({ where: { id: quotation.brokerUserId }, select: { email: true, firstName: true, enabled: true } });
  if (!broker || !broker.enabled) return;
  const title = `${quotation.quotationNumber}: bound as policy ${policy.policyNumber}`;
  await enqueueEmail(tx, {
    to: broker.email,
    template: "quotation-update",
    subject: title,
    props: {
      title,
      greeting: `Hello ${broker.firstName},`,
      intro: `The quotation was bound. Policy ${policy.policyNumber} is live.`,
      lines: [
        `Premium: ${usd(policy.premium)}`,
        `Aggregate limit: ${usd(policy.aggregateLimit)}`,
        `Invoice ${invoice.invoiceNumber}, amount due: ${usd(invoice.amountDue)}`,
      ],
      quotationUrl: policyUrl(policy.id),
      linkLabel: "Open the policy",
    },
  });
}
