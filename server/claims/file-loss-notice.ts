import "server-only";
import type { ClaimDetailsDto } from "@/lib/claims/claim-dto";
import { lossNoticeSchema } from "@/lib/claims/claim-schemas";
import type { Actor } from "@/server/auth/actor";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import type { Upload } from "@/server/http/read-upload";

// PLACEHOLDER of this branch: the loss notice use case is written elsewhere and replaces this
// file at merge. The signature is the one POST /api/policy/{policyId}/loss-notice calls; a bad
// body is refused as the real one refuses it, and anything else is not built here.

/** POST /api/policy/{policyId}/loss-notice: the broker's notice of a loss, with its attachments. */
export async function fileLossNotice(
  actor: Actor,
  policyId: number,
  body: ActionInput<typeof lossNoticeSchema>,
  attachments: Upload[],
): Promise<ClaimDetailsDto> {
  void [actor, policyId, attachments];
  actionInput(lossNoticeSchema, body);
  throw new Error("not built");
}
