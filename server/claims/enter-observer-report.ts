import "server-only";
import type { ClaimDetailsDto } from "@/lib/claims/claim-dto";
import type { Actor } from "@/server/auth/actor";
import type { Upload } from "@/server/http/read-upload";

// PLACEHOLDER of this branch: the observer report use case is written elsewhere and replaces this
// file at merge. The signature is the one POST /api/claim/{claimId}/observer-report calls.

/** POST /api/claim/{claimId}/observer-report: an observer's or the lightning report's values, with the report. */
export async function enterObserverReport(actor: Actor, claimId: number, values: unknown, report: Upload): Promise<ClaimDetailsDto> {
  void [actor, claimId, values, report];
  throw new Error("not built");
}
