import { signingLinkRequestSchema } from "@/lib/signing/builtin-signing-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { parseInput } from "@/server/http/parse-input";
import { lockQuotationFor, quotationTransaction } from "@/server/quotations/quotation-access";
import { emailSigningLinks, liveSigningLink } from "./signing-links";

/**
 * POST /api/quotation/{id}/signing-link (every role with `sign`, on a PRE_BOUND quotation): the
 * quotation's live signing link, to open now (the insured signs beside the broker) or, with `send`, emailed again
 * to the broker and the insured.
 */
export async function createSigningLink(actor: Actor, quotationId: unknown, input: unknown): Promise<{ signingUrl: string; sent: boolean }> {
  const { send } = parseInput(signingLinkRequestSchema, input);
  return quotationTransaction(async (tx) => {
    const { quotation, version } = await lockQuotationFor(tx, actor, quotationId, "sign");
    if (send) {
      await emailSigningLinks(tx, quotation, version);
      await recordAuditEvent(tx, { actorId: actor.id, action: "quotation.signingLink.send", subjectType: "Quotation", subjectId: quotation.id });
    }
    // The quotation's one live link (decision D68): asking again, however often and at once, hands
    // out the same link rather than another one that would also open the signing.
    return { signingUrl: (await liveSigningLink(tx, quotation.id)).url, sent: send };
  });
}
