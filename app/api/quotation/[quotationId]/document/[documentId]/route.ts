import { contentDisposition } from "@/lib/api/content-disposition";
import * as quotationsApi from "@/lib/api/operations/quotations";
import { apiRoute } from "@/server/http/api-route";
import { getQuotationDocument } from "@/server/quotations/get-quotation-document";
import { setQuotationDocumentType } from "@/server/quotations/set-quotation-document-type";

export const GET = apiRoute(quotationsApi.getQuotationDocument, async ({ params, actor }) => {
  const file = await getQuotationDocument(actor, params.quotationId, params.documentId);
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": contentDisposition("attachment", file.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-cache",
    },
  });
});

/** Sets what the document is: { type: "IWO" | "BEAZLEY_APPLICATION_FORM" | "OTHER_APPLICATION_FORM" | null }. */
export const PATCH = apiRoute(quotationsApi.setQuotationDocumentType, async ({ params, actor, body }) => ({
  data: await setQuotationDocumentType(actor, params.quotationId, params.documentId, body),
}));
