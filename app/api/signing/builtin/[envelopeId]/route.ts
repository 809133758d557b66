import { MAX_SIGNATURE_IMAGE_BYTES } from "@/lib/signing/builtin-signing-schema";
import { apiHandler, readLimitedJson } from "@/server/http/api-handler";
import { RATE_LIMITS, limitByAddress } from "@/server/http/rate-limit";
import { assertEnvelopeExists, signBuiltinEnvelope } from "@/server/signing/sign-builtin-envelope";

type Params = { envelopeId: string };

export const runtime = "nodejs";

/** The built-in provider's signing page posts the signer's name, position and signature here. */
export const POST = apiHandler<Params>({ public: true, sessionless: true }, async ({ req, params }) => {
  await limitByAddress(req, RATE_LIMITS.signingSubmit);
  await assertEnvelopeExists(params.envelopeId);
  // A drawn signature as base64 plus the names: the image's limit with room for the rest.
  const body = await readLimitedJson(req, Math.ceil(MAX_SIGNATURE_IMAGE_BYTES * 1.4) + 16 * 1024);
  return { data: await signBuiltinEnvelope(params.envelopeId, body) };
});
