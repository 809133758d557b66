import { apiHandler } from "@/server/http/api-handler";
import { pdfResponse } from "@/server/documents/print-access";
import { getQuotationProposalFile } from "@/server/quotations/get-quotation-proposal-file";

type Params = { quotationId: string; proposalId: string };

export const runtime = "nodejs";

/** A stored proposal letter (PDF), opened in the browser. */
export const GET = apiHandler<Params>({}, async ({ params, actor }) =>
  pdfResponse(await getQuotationProposalFile(actor, params.quotationId, params.proposalId)),
);
