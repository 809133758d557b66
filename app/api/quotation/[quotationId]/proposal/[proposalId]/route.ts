import { apiHandler } from "@/server/http/api-handler";
import { getQuotationProposalFile } from "@/server/quotations/get-quotation-proposal-file";

type Params = { quotationId: string; proposalId: string };

export const runtime = "nodejs";

/** A stored proposal letter (PDF), opened in the browser. */
export const GET = apiHandler<Params>({}, async ({ params, actor }) => {
  const file = await getQuotationProposalFile(actor, params.quotationId, params.proposalId);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": `inline; filename="${file.fileName.replace(/"/g, "")}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-cache",
    },
  });
});
