import { pdfResponse } from "@/server/documents/print-access";
import { printRoute } from "@/server/documents/print-route";
import { printPolicyDocumentsBundle } from "@/server/documents/print-policy-documents-bundle";

type Params = { policyId: string };

export const runtime = "nodejs";

/** Every document that applies to the policy as one PDF, for a reader of the policy or the holder of a signed link (`?token=`). */
export const GET = printRoute<Params>({ public: true }, async ({ req, params, actor }) =>
  pdfResponse(await printPolicyDocumentsBundle(actor, params.policyId, new URL(req.url).searchParams.get("token"))),
);
