import * as claimsApi from "@/lib/api/operations/claims";
import { DOCUMENT_MAX_BYTES } from "@/lib/quotations/quotation-schema";
import { enterObserverReport } from "@/server/claims/enter-observer-report";
import { jsonField } from "@/server/claims/claim-form-fields";
import { apiRoute } from "@/server/http/api-route";
import { RATE_LIMITS, accountSubject, enforceRateLimit } from "@/server/http/rate-limit";
import { readUpload } from "@/server/http/read-upload";

/** multipart/form-data: the report in `file`, the observed values as JSON in `values` (checked by the use case after its guards). */
export const POST = apiRoute(claimsApi.enterObserverReport, async ({ req, params, actor }) => {
  await enforceRateLimit(RATE_LIMITS.upload, accountSubject(actor.id));
  const upload = await readUpload(req, { field: "file", maxBytes: DOCUMENT_MAX_BYTES });
  return { data: await enterObserverReport(actor, params.claimId, jsonField(upload.fields.values), upload) };
});
