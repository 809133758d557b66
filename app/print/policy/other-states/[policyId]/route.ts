import { pdfResponse } from "@/server/documents/print-access";
import { printRoute } from "@/server/documents/print-route";
import { printPolicyWording } from "@/server/documents/print-policy-wording";

type Params = { policyId: string };

export const runtime = "nodejs";

/** The policy wording (PDF) for a reader of the policy or the holder of a signed link (`?token=`). */
export const GET = printRoute<Params>({ public: true }, async ({ req, params, actor }) =>
  pdfResponse(await printPolicyWording(actor, params.policyId, new URL(req.url).searchParams.get("token"))),
);
