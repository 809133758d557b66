import "server-only";
import type { QuotationStatus, PolicyStatus } from "@/generated/prisma/client";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { countDaysWithoutData, NO_DATA_ATTENTION_DAYS } from "@/server/claims/list-days-without-data";
import type { ClaimStatus } from "@/generated/prisma/client";

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

type ClaimCard = { status: ClaimStatus; label: string; hint: string; tone: AttentionItem["tone"] };
const BROKER_CLAIMS: ClaimCard[] = [
  { status: "NOTIFIED", label: "Claims waiting for data", hint: "Loss notified: waiting for the record or a report", tone: "waiting" },
  { status: "DETERMINED", label: "Claims determined", hint: "Amount computed: waiting for the underwriter", tone: "waiting" },
  { status: "APPROVED", label: "Claims approved", hint: "Approved: payment to follow", tone: "live" },
];
const UNDERWRITER_CLAIMS: ClaimCard[] = [
  { status: "DETERMINED", label: "Claims to decide", hint: "Approve or decline the amount", tone: "danger" },
  { status: "NOTIFIED", label: "Claims waiting for data", hint: "Enter an observer report or wait for the record", tone: "waiting" },
  { status: "APPROVED", label: "Claims to pay", hint: "Record the payment", tone: "open" },
];

/** What needs the actor's attention on the home page, counted over what the actor may see. */
export async function attentionSummary(actor: Actor): Promise<AttentionItem[]> {
  const ability = abilityFor(actor);
  const isBroker = actor.role === "ROLE_BROKER";
  const quotationWhere = accessibleWhere(ability, "read", "Quotation");
  const policyWhere = accessibleWhere(ability, "read", "Policy");
  const quotationCards = isBroker ? BROKER_QUOTATIONS : UNDERWRITER_QUOTATIONS;
  const policyCards = isBroker ? BROKER_POLICIES : UNDERWRITER_POLICIES;

  const claimCards = isBroker ? BROKER_CLAIMS : UNDERWRITER_CLAIMS;
  const [quotationCounts, policyCounts, claimCounts, daysWithoutData] = await Promise.all([
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
    db.claim.groupBy({
      by: ["status"],
      where: { AND: [accessibleWhere(ability, "read", "Claim"), { status: { in: claimCards.map((c) => c.status) } }] },
      _count: true,
    }),
    isBroker ? Promise.resolve(0) : countDaysWithoutData(),
  ]);
  const cCount = new Map(claimCounts.map((r) => [r.status, r._count]));
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
    ...claimCards.map((c) => ({
      key: `c-${c.status}`,
      label: c.label,
      hint: c.hint,
      tone: c.tone,
      count: cCount.get(c.status) ?? 0,
      href: `/claim?status=${c.status}`,
    })),
  ];
  if (!isBroker) {
    items.push({
      key: "days-without-data",
      label: "Days without weather data",
      hint: `Covered days still unrecorded ${NO_DATA_ATTENTION_DAYS} days after they ended`,
      tone: "danger",
      count: daysWithoutData,
      href: "/claim/days-without-data",
    });
  }

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
