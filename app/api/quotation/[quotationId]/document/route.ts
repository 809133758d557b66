import * as quotationsApi from "@/lib/api/operations/quotations";
import { DOCUMENT_MAX_BYTES } from "@/lib/quotations/quotation-schema";
import { apiRoute } from "@/server/http/api-route";
import { RATE_LIMITS, accountSubject, enforceRateLimit } from "@/server/http/rate-limit";
import { readUpload } from "@/server/http/read-upload";
import { uploadQuotationDocument } from "@/server/quotations/upload-quotation-document";

/** multipart/form-data: the file in `file`, optionally its document type in `type`. */
export const POST = apiRoute(quotationsApi.uploadQuotationDocument, async ({ req, params, actor }) => {
  await enforceRateLimit(RATE_LIMITS.upload, accountSubject(actor.id));
  const upload = await readUpload(req, { field: "file", maxBytes: DOCUMENT_MAX_BYTES });
  return { data: await uploadQuotationDocument(actor, params.quotationId, upload, upload.fields.type) };
});
