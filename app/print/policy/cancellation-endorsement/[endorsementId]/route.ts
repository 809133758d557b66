import { pdfResponse } from "@/server/documents/print-access";
import { printRoute } from "@/server/documents/print-route";
import { printCancellationEndorsement } from "@/server/documents/print-cancellation-endorsement";

type Params = { endorsementId: string };

export const runtime = "nodejs";

/** The cancellation endorsement of a policy (PDF) for a reader of the policy or the holder of a signed link (`?token=`). */
export const GET = printRoute<Params>({ public: true }, async ({ req, params, actor }) =>
  pdfResponse(await printCancellationEndorsement(actor, params.endorsementId, new URL(req.url).searchParams.get("token"))),
);
