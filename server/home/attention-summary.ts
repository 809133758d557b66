import "server-only";
import type { QuotationStatus, PolicyStatus } from "@/generated/prisma/client";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { accessibleWhere } from "@/server/permissions/accessible-where";

export type AttentionItem = {
  key: string;
  label: string;
  hint: string;
  count: number;
  href: string;
  tone: "open" | "waiting" | "live" | "danger";
};

type QuotationCard = { status: QuotationStatus; label: string; hint: string; tone: AttentionItem["tone"] };
type PolicyCard = { status: PolicyStatus; label: string; hint: string; tone: AttentionItem["tone"] };

const BROKER_QUOTATIONS: QuotationCard[] = [
  { status: "NEW", label: "Drafts to finish", hint: "Quotations saved before submission", tone: "open" },
  { status: "READY", label: "Ready to pre-bind", hint: "Priced: choose options and pre-bind", tone: "open" },
  { status: "PRE_BOUND", label: "Awaiting signature", hint: "Proposal sent to the insured", tone: "waiting" },
  { status: "SIGNED", label: "Signed: request bind", hint: "Upload the application and request bind", tone: "open" },
  { status: "REFERRED_TO_UNDERWRITER", label: "With the underwriter", hint: "Referred for review", tone: "waiting" },
];
const UNDERWRITER_QUOTATIONS: QuotationCard[] = [
  { status: "REFERRED_TO_UNDERWRITER", label: "Referrals to review", hint: "Accept, amend or decline", tone: "waiting" },
  { status: "PRE_BOUND_REFERRED_TO_UNDERWRITER", label: "Pre-bound referrals", hint: "Accept or reject the pre-bind", tone: "waiting" },
  { status: "READY_TO_BIND", label: "Ready to bind", hint: "Bind with a policy number", tone: "open" },
];
const BROKER_POLICIES: PolicyCard[] = [
  { status: "CANCELLATION_REQUESTED", label: "Cancellations requested", hint: "Waiting for the underwriter", tone: "waiting" },
];
const UNDERWRITER_POLICIES: PolicyCard[] = [
  { status: "CANCELLATION_REQUESTED", label: "Cancellation requests", hint: "Approve or reject", tone: "danger" },
  { status: "FINAL_SALES_SUBMITTED", label: "Final sales to review", hint: "Promotions with reported sales", tone: "waiting" },
];

/** What needs the actor's attention on the home page, counted over what the actor may see. */
export async function attentionSummary(actor: Actor): Promise<AttentionItem[]> {
  const ability = abilityFor(actor);
  const isBroker = actor.role === "ROLE_BROKER";
  const quotationWhere = accessibleWhere(ability, "read", "Quotation");
  const policyWhere = accessibleWhere(ability, "read", "Policy");
  const quotationCards = isBroker ? BROKER_QUOTATIONS : UNDERWRITER_QUOTATIONS;
  const policyCards = isBroker ? BROKER_POLICIES : UNDERWRITER_POLICIES;

  const [quotationCounts, policyCounts] = await Promise.all([
    db.quotation.groupBy({
      by: ["status"],
      where: { AND: [quotationWhere, { status: { in: quotationCards.map((c) => c.status) } }] },
      _count: true,
    }),
    db.policy.groupBy({
      by: ["status"],
      where: { AND: [policyWhere, { status: { in: policyCards.map((c) => c.status) } }] },
      _count: true,
    }),
  ]);
  const qCount = new Map(quotationCounts.map((r) => [r.status, r._count]));
  const pCount = new Map(policyCounts.map((r) => [r.status, r._count]));

  const items: AttentionItem[] = [
    ...quotationCards.map((c) => ({
      key: `q-${c.status}`,
      label: c.label,
      hint: c.hint,
      tone: c.tone,
      count: qCount.get(c.status) ?? 0,
      href: `/quotation?status=${c.status}`,
    })),
    ...policyCards.map((c) => ({
      key: `p-${c.status}`,
      label: c.label,
      hint: c.hint,
      tone: c.tone,
      count: pCount.get(c.status) ?? 0,
      href: `/policy?status=${c.status}`,
    })),
  ];

  if (actor.role === "ROLE_ADMIN") {
    const [failedEmails, storedEmails, invitedUsers] = await Promise.all([
      db.emailOutbox.count({ where: { status: "FAILED" } }),
      db.emailOutbox.count({ where: { status: "STORED", createdAt: { gt: new Date(Date.now() - 7 * 86_400_000) } } }),
      db.user.count({ where: { status: "INVITED", enabled: true } }),
    ]);
    items.push(
      {
        key: "emails-failed",
        label: "Emails not delivered",
        hint: "Gave up after retries",
        tone: "danger",
        count: failedEmails,
        href: "/settings/email-outbox?status=FAILED",
      },
      {
        key: "emails-stored",
        label: "Emails kept in the outbox",
        hint: "No SMTP server configured (last 7 days)",
        tone: "waiting",
        count: storedEmails,
        href: "/settings/email-outbox?status=STORED",
      },
      {
        key: "users-invited",
        label: "Invitations not accepted",
        hint: "Users who have not set a password",
        tone: "open",
        count: invitedUsers,
        href: "/users?status=INVITED",
      },
    );
  }
  return items;
}
