import { apiHandler } from "@/server/http/api-handler";
import { printQuotationProposal } from "@/server/documents/print-quotation-proposal";

type Params = { quotationId: string };

export const runtime = "nodejs";

/** The proposal letter (PDF) for a reader of the quotation or the holder of a signed link (`?token=`). */
export const GET = apiHandler<Params>({ public: true }, async ({ req, params, actor }) => {
  const pdf = await printQuotationProposal(actor, params.quotationId, new URL(req.url).searchParams.get("token"));
  return new Response(new Uint8Array(pdf.bytes), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.bytes.length),
      "Content-Disposition": `inline; filename="${pdf.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
