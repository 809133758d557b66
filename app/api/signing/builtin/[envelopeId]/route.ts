import * as signingApi from "@/lib/api/operations/signing";
import { apiRoute } from "@/server/http/api-route";
import { signBuiltinEnvelope } from "@/server/signing/sign-builtin-envelope";
import { admitEnvelopeRequest } from "@/server/signing/signing-throttle";

export const runtime = "nodejs";

/** The built-in provider's signing page posts the signer's name, position and signature here. */
export const POST = apiRoute(
  signingApi.signBuiltinEnvelope,
  async ({ params, body }) => ({ data: await signBuiltinEnvelope(params.envelopeId, body) }),
  {
    // The rate limits (failures per address, attempts per envelope) and the envelope's existence (404) before the body is read.
    before: ({ req, params }) => admitEnvelopeRequest(req, params.envelopeId, "submit"),
  },
);
