import "server-only";
import { isoSeconds } from "@/lib/api/serialize";
import { signingLinkRequestSchema, type SigningLinkAnswer, type SigningLinkDelivery } from "@/lib/signing/signing-link";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { lockQuotationFor, quotationTransaction } from "@/server/quotations/quotation-access";
import { emailSigningLinks, liveSigningLink } from "./signing-links";

const AUDIT_ACTIONS = {
  open: "quotation.signingLink.open",
  copy: "quotation.signingLink.copy",
  send: "quotation.signingLink.send",
} as const;

/**
 * POST /api/quotation/{id}/signing-link (every role with `sign` on a quotation it may read, status
 * PRE_BOUND): the quotation's live signing link (decision D68), for one of three uses (D81):
 * `open` it in a new tab for the insured signing beside the broker, `copy` it to pass on to an
 * insured without email, or `send` it by email to the broker and the insured (the answer says who
 * got it). Whoever holds the link can sign for the insured until it expires, so every hand-out is
 * an audit event naming the user and the use.
 */
export async function createSigningLink(
  actor: Actor,
  quotationId: unknown,
  input?: ActionInput<typeof signingLinkRequestSchema>,
): Promise<SigningLinkAnswer> {
  return quotationTransaction(async (tx) => {
    const { quotation, version } = await lockQuotationFor(tx, actor, quotationId, "sign");
    const { intent } = actionInput(signingLinkRequestSchema, input);
    let delivery: SigningLinkDelivery = { sentTo: [], notSent: [] };
    if (intent === "send") delivery = await emailSigningLinks(tx, quotation, version);
    // The quotation's one live link (decision D68): asking again, however often and at once, hands
    // out the same link rather than another one that would also open the signing.
    const link = await liveSigningLink(tx, quotation.id);
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: AUDIT_ACTIONS[intent],
      subjectType: "Quotation",
      subjectId: quotation.id,
      after: {
        linkExpiresAt: link.expiresAt,
        ...(intent === "send" ? { sentTo: delivery.sentTo.map((r) => `${r.role === "broker" ? "Broker" : "Insured"} ${r.email}`) } : {}),
      },
    });
    return { signingUrl: link.url, expiresAt: isoSeconds(link.expiresAt), intent, sent: intent === "send", delivery };
  });
}
