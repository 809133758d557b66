import { pdfResponse } from "@/server/documents/print-access";
import { printRoute } from "@/server/documents/print-route";
import { printPolicyInvoice } from "@/server/documents/print-policy-invoice";

type Params = { invoiceId: string };

export const runtime = "nodejs";

/** An invoice of a policy (PDF) for a reader of the policy or the holder of a signed link (`?token=`). */
export const GET = printRoute<Params>({ public: true }, async ({ req, params, actor }) =>
  pdfResponse(await printPolicyInvoice(actor, params.invoiceId, new URL(req.url).searchParams.get("token"))),
);
