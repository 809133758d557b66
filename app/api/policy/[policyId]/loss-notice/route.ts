import * as claimsApi from "@/lib/api/operations/claims";
import { DOCUMENT_MAX_BYTES } from "@/lib/quotations/quotation-schema";
import { LOSS_NOTICE_MAX_FILES, lossNoticeForm } from "@/server/claims/claim-form-fields";
import { fileLossNotice } from "@/server/claims/file-loss-notice";
import { apiRoute } from "@/server/http/api-route";
import { MAX_MULTIPART_BYTES } from "@/server/http/api-handler";
import { RATE_LIMITS, accountSubject, enforceRateLimit } from "@/server/http/rate-limit";
import { isMultipartRequest, readUploads } from "@/server/http/read-upload";

/** JSON, or multipart/form-data with the same fields and attachments in `file`; the body is checked by the use case after its guards (D82). */
export const POST = apiRoute(claimsApi.fileLossNotice, async ({ req, params, actor, body }) => {
  if (!isMultipartRequest(req)) return { data: await fileLossNotice(actor, params.policyId, body, []) };
  await enforceRateLimit(RATE_LIMITS.upload, accountSubject(actor.id));
  const form = await readUploads(req, {
    field: "file",
    maxBytes: DOCUMENT_MAX_BYTES,
    maxTotalBytes: MAX_MULTIPART_BYTES - 64 * 1024,
    maxFiles: LOSS_NOTICE_MAX_FILES,
  });
  return { data: await fileLossNotice(actor, params.policyId, lossNoticeForm(form.fields), form.files) };
});
