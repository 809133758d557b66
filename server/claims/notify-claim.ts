import "server-only";
import { insuredReason } from "@/emails/layout";
import { isoDate } from "@/lib/api/serialize";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { PERIL_LABELS, PERILS } from "@/lib/rater/perils";
import type { Tx } from "@/server/db";
import { claimLetterHref } from "@/server/documents/claim-document-links";
import { enqueueEmail } from "@/server/email/enqueue-email";
import { policyUrl } from "@/server/policies/notify-policy";

// The claim emails (D115): when a claim is determined, approved, paid or declined, the policy's
// broker and, when the policy has the insured's address, the insured are told, in the caller's
// transaction (written to the outbox with the change). Each carries a signed link to the
// determination letter; the broker's also the policy page. The insured has no account: their
// email has no portal link and its footer names the broker.

export type ClaimEvent = "determined" | "approved" | "paid" | "declined";

const usd = (value: { toString(): string } | null) => (value === null ? "—" : formatMoney(value.toString()));
const day = (value: Date | null) => (value ? formatCalendarDate(isoDate(value)) : "—");

type ClaimFacts = {
  claimNumber: string;
  amount: { toString(): string } | null;
  paidAmount: { toString(): string } | null;
  paidAt: Date | null;
  paymentReference: string | null;
  declineReason: string | null;
  determinations: { date: Date; peril: (typeof PERILS)[number] }[];
};

/** "07/04/2026 (Rainfall); 07/05/2026 (Rainfall, Maximum temperature)": the triggered days and their perils. */
export function triggeredDaysText(determinations: ClaimFacts["determinations"]): string | null {
  const byDay = new Map<string, string[]>();
  for (const d of [...determinations].sort(
    (a, b) => a.date.getTime() - b.date.getTime() || PERILS.indexOf(a.peril) - PERILS.indexOf(b.peril),
  )) {
    const key = isoDate(d.date);
    byDay.set(key, [...(byDay.get(key) ?? []), PERIL_LABELS[d.peril]]);
  }
  if (byDay.size === 0) return null;
  return [...byDay].map(([date, perils]) => `${formatCalendarDate(date)} (${perils.join(", ")})`).join("; ");
}

/** The subject, what happened (for "the policy …" or "your policy …") and the facts of one event. */
function wordsOf(claim: ClaimFacts, event: ClaimEvent, policy: string): { subject: string; intro: string; lines: string[] } {
  const n = claim.claimNumber;
  switch (event) {
    case "determined": {
      const days = triggeredDaysText(claim.determinations);
      return {
        subject: `Claim ${n} determined: ${usd(claim.amount)}`,
        intro: `Claim ${n} under ${policy} was determined from the weather record. The underwriter approves or declines it next.`,
        lines: [
          days ? `Days that triggered: ${days}` : "No covered day of the claim reached an insured threshold.",
          `Amount determined: ${usd(claim.amount)}`,
        ],
      };
    }
    case "approved":
      return {
        subject: `Claim ${n} approved: ${usd(claim.amount)}`,
        intro: `Claim ${n} under ${policy} was approved. The payment follows.`,
        lines: [`Amount approved: ${usd(claim.amount)}`],
      };
    case "paid": {
      const paid = claim.paidAmount ?? claim.amount;
      return {
        subject: `Claim ${n} paid: ${usd(paid)}`,
        intro: `Claim ${n} under ${policy} was paid.`,
        lines: [
          `Amount paid: ${usd(paid)}`,
          `Payment date: ${day(claim.paidAt)}`,
          `Payment reference: ${claim.paymentReference?.trim() || "—"}`,
        ],
      };
    }
    case "declined":
      return {
        subject: `Claim ${n} declined`,
        intro: `Claim ${n} under ${policy} was declined: nothing is paid under it.`,
        lines: [`Reason: ${claim.declineReason?.trim() || "—"}`],
      };
  }
}

/**
 * Emails the policy's broker (if enabled) and the insured (if the policy has their address) that
 * claim `claimId` was determined, approved, paid or declined, through the outbox in `tx`. Reads the
 * claim as `tx` sees it, so call it after the change. Nothing is sent for a claim that does not exist.
 */
export async function notifyClaim(tx: Tx, claimId: number, event: ClaimEvent, now = new Date()): Promise<void> {
  const claim = await tx.claim.findUnique({
    where: { id: claimId },
    select: {
      id: true,
      claimNumber: true,
      amount: true,
      paidAmount: true,
      paidAt: true,
      paymentReference: true,
      declineReason: true,
      determinations: { where: { result: "TRIGGERED" }, select: { date: true, peril: true } },
      policy: {
        select: {
          id: true,
          policyNumber: true,
          insuredName: true,
          insuredEmail: true,
          itemName: true,
          brokerCompany: { select: { name: true } },
          brokerUser: { select: { email: true, firstName: true, enabled: true } },
        },
      },
    },
  });
  if (!claim) return;
  const p = claim.policy;
  const letterTitle = `Claim determination ${claim.claimNumber} (PDF)`;

  if (p.brokerUser.enabled) {
    const words = wordsOf(claim, event, `policy ${p.policyNumber} (${p.insuredName}, ${p.itemName})`);
    await enqueueEmail(tx, {
      to: p.brokerUser.email,
      template: "claim-update",
      subject: words.subject,
      props: {
        title: words.subject,
        greeting: `Hello ${p.brokerUser.firstName},`,
        intro: words.intro,
        lines: [`Policy: ${p.policyNumber}`, `Insured: ${p.insuredName}`, ...words.lines],
        policyUrl: policyUrl(p.id),
        letter: { title: letterTitle, href: claimLetterHref(claim.id, { absolute: true, now }) },
        letterNote:
          "This link opens the letter without signing in, so you can forward it to the insured. It works for 30 days; after that, open the claim in the portal to print it again.",
      },
    });
  }

  const insuredEmail = p.insuredEmail?.trim();
  if (insuredEmail) {
    const broker = p.brokerCompany.name;
    const words = wordsOf(claim, event, `your policy ${p.policyNumber} (${p.itemName})`);
    await enqueueEmail(tx, {
      to: insuredEmail,
      template: "claim-update",
      subject: words.subject,
      props: {
        title: words.subject,
        greeting: `Hello ${p.insuredName},`,
        intro: words.intro,
        lines: [`Policy: ${p.policyNumber}`, ...words.lines],
        letter: { title: letterTitle, href: claimLetterHref(claim.id, { absolute: true, now }) },
        letterNote: `This link opens the letter and works for 30 days; after that, ask ${broker}, your insurance broker, for a new one.`,
        reason: insuredReason(broker, "policy"),
      },
    });
  }
}
