import { pdfResponse } from "@/server/documents/print-access";
import { printRoute } from "@/server/documents/print-route";
import { printPolicyDocument } from "@/server/documents/print-policy-document";

type Params = { policyId: string };

export const runtime = "nodejs";

/** The Washington amendatory endorsement (PDF) for a reader of the policy or the holder of a signed link (`?token=`); 404 when it does not apply to the policy. */
export const GET = printRoute<Params>({ public: true }, async ({ req, params, actor }) =>
  pdfResponse(await printPolicyDocument("WASHINGTON_AMENDATORY", actor, params.policyId, new URL(req.url).searchParams.get("token"))),
);
