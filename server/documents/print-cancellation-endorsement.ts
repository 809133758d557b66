import "server-only";
import type { Actor } from "@/server/auth/actor";
import { printEndorsementOfKind } from "./print-policy-endorsement";

/**
 * GET /print/policy/cancellation-endorsement/{id}: the endorsement cancelling a policy (kind
 * CANCELLATION) as a PDF, for a signed-in user who may read the policy, or for the holder of a
 * signed, unexpired `print-policy-endorsement` link to it. Any other endorsement is not found here.
 */
export async function printCancellationEndorsement(actor: Actor | null, endorsementId: unknown, token: string | null, now = new Date()) {
  return printEndorsementOfKind("CANCELLATION", actor, endorsementId, token, now);
}
