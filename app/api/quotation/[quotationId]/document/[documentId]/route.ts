import { contentDisposition } from "@/lib/api/content-disposition";
import { apiHandler, readJson } from "@/server/http/api-handler";
import { getQuotationDocument } from "@/server/quotations/get-quotation-document";
import { setQuotationDocumentType } from "@/server/quotations/set-quotation-document-type";

type Params = { quotationId: string; documentId: string };

export const GET = apiHandler<Params>({}, async ({ params, actor }) => {
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
export const PATCH = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await setQuotationDocumentType(actor, params.quotationId, params.documentId, await readJson(req)),
}));
