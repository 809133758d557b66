import { apiHandler, readJson } from "@/server/http/api-handler";
import { RATE_LIMITS, limitByAddress } from "@/server/http/rate-limit";
import { resetPassword } from "@/server/auth/reset-password";

export const PATCH = apiHandler({ public: true, maintenanceExempt: true }, async ({ req }) => {
  await limitByAddress(req, RATE_LIMITS.passwordReset);
  const bearer =
    req.headers
      .get("authorization")
      ?.match(/^Bearer\s+(.+)$/i)?.[1]
      ?.trim() ?? null;
  await resetPassword(bearer, await readJson(req));
  return { data: { message: "Your password has been set." } };
});
