import * as signingApi from "@/lib/api/operations/signing";
import { pdfResponse } from "@/server/documents/print-access";
import { apiRoute } from "@/server/http/api-route";
import { getQuotationProposalFile } from "@/server/quotations/get-quotation-proposal-file";

export const runtime = "nodejs";

/** A stored proposal letter (PDF), opened in the browser. */
export const GET = apiRoute(signingApi.getQuotationProposal, async ({ params, actor }) =>
  pdfResponse(await getQuotationProposalFile(actor, params.quotationId, params.proposalId)),
);
