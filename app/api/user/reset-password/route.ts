import * as foundationApi from "@/lib/api/operations/foundation";
import { apiRoute } from "@/server/http/api-route";
import { RATE_LIMITS, limitByAddress } from "@/server/http/rate-limit";
import { resetPassword } from "@/server/auth/reset-password";

export const PATCH = apiRoute(
  foundationApi.resetPassword,
  async ({ req, body }) => {
    const bearer =
      req.headers
        .get("authorization")
        ?.match(/^Bearer\s+(.+)$/i)?.[1]
        ?.trim() ?? null;
    await resetPassword(bearer, body);
    return { data: { message: "Your password has been set." } };
  },
  { before: async ({ req }) => limitByAddress(req, RATE_LIMITS.passwordReset) },
);
