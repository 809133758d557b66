import "server-only";
import type { ClaimDetailsDto } from "@/lib/claims/claim-dto";
import { observerReportValuesSchema } from "@/lib/claims/claim-schemas";
import type { Actor } from "@/server/auth/actor";
import { parseInput } from "@/server/http/parse-input";
import type { Upload } from "@/server/http/read-upload";

// PLACEHOLDER of this branch: the observer report use case is written elsewhere and replaces this
// file at merge. The signature is the one POST /api/claim/{claimId}/observer-report calls (`values`:
// the form's JSON field, parsed; its text when it is not JSON); bad values are refused as the real
// one refuses them, and anything else is not built here.

/** POST /api/claim/{claimId}/observer-report: an observer's or the lightning report's values, with the report. */
export async function enterObserverReport(actor: Actor, claimId: number, values: unknown, report: Upload): Promise<ClaimDetailsDto> {
  void [actor, claimId, report];
  parseInput(observerReportValuesSchema, values);
  throw new Error("not built");
}
