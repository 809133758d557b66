import { pdfResponse } from "@/server/documents/print-access";
import { printRoute } from "@/server/documents/print-route";
import { builtinEnvelopeDocument } from "@/server/signing/sign-builtin-envelope";
import { admitEnvelopeRequest } from "@/server/signing/signing-throttle";

type Params = { envelopeId: string };

export const runtime = "nodejs";

/** The document of a built-in envelope (signed once signed), shown on the signing page. */
export const GET = printRoute<Params>({ public: true, sessionless: true }, async ({ req, params }) => {
  await admitEnvelopeRequest(req, params.envelopeId, "document");
  return pdfResponse(await builtinEnvelopeDocument(params.envelopeId));
});
