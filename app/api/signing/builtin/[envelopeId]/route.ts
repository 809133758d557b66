import * as signingApi from "@/lib/api/operations/signing";
import { apiRoute } from "@/server/http/api-route";
import { RATE_LIMITS, limitByAddress } from "@/server/http/rate-limit";
import { assertEnvelopeExists, signBuiltinEnvelope } from "@/server/signing/sign-builtin-envelope";

export const runtime = "nodejs";

/** The built-in provider's signing page posts the signer's name, position and signature here. */
export const POST = apiRoute(
  signingApi.signBuiltinEnvelope,
  async ({ params, body }) => ({ data: await signBuiltinEnvelope(params.envelopeId, body) }),
  {
    // The rate limit and the envelope's existence (404) before the body is read.
    before: async ({ req, params }) => {
      await limitByAddress(req, RATE_LIMITS.signingSubmit);
      await assertEnvelopeExists(params.envelopeId);
    },
  },
);
