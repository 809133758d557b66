import { pdfResponse } from "@/server/documents/print-access";
import { printRoute } from "@/server/documents/print-route";
import { printQuotationProposal } from "@/server/documents/print-quotation-proposal";

type Params = { quotationId: string };

export const runtime = "nodejs";

/** The proposal letter (PDF) for a reader of the quotation or the holder of a signed link (`?token=`). */
export const GET = printRoute<Params>({ public: true }, async ({ req, params, actor }) =>
  pdfResponse(await printQuotationProposal(actor, params.quotationId, new URL(req.url).searchParams.get("token"))),
);
