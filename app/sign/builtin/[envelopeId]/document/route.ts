import { apiHandler } from "@/server/http/api-handler";
import { pdfResponse } from "@/server/documents/print-access";
import { builtinEnvelopeDocument } from "@/server/signing/sign-builtin-envelope";
import { admitEnvelopeRequest } from "@/server/signing/signing-throttle";

type Params = { envelopeId: string };

export const runtime = "nodejs";

/** The document of a built-in envelope (signed once signed), shown on the signing page. */
export const GET = apiHandler<Params>({ public: true, sessionless: true }, async ({ req, params }) => {
  await admitEnvelopeRequest(req, params.envelopeId, "document");
  return pdfResponse(await builtinEnvelopeDocument(params.envelopeId));
});
