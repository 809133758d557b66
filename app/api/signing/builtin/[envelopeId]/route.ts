import { apiHandler, readJson } from "@/server/http/api-handler";
import { signBuiltinEnvelope } from "@/server/signing/sign-builtin-envelope";

type Params = { envelopeId: string };

export const runtime = "nodejs";

/** The built-in provider's signing page posts the signer's name, position and signature here. */
export const POST = apiHandler<Params>({ public: true }, async ({ req, params }) => ({
  data: await signBuiltinEnvelope(params.envelopeId, await readJson(req)),
}));
