import { pdfResponse } from "@/server/documents/print-access";
import { printRoute } from "@/server/documents/print-route";
import { printClaimDetermination } from "@/server/documents/print-claim-determination";

type Params = { claimId: string };

export const runtime = "nodejs";

/** A claim's determination letter (PDF) for a reader of the claim or the holder of a signed link (`?token=`). */
export const GET = printRoute<Params>({ public: true }, async ({ req, params, actor }) =>
  pdfResponse(await printClaimDetermination(actor, params.claimId, new URL(req.url).searchParams.get("token"))),
);
