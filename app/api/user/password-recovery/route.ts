import { apiHandler, readJson } from "@/server/http/api-handler";
import { RATE_LIMITS, limitByAddress } from "@/server/http/rate-limit";
import { requestPasswordReset } from "@/server/auth/request-password-reset";

// Answers the same whether or not the address belongs to an account.
export const POST = apiHandler({ public: true, maintenanceExempt: true }, async ({ req }) => {
  await limitByAddress(req, RATE_LIMITS.passwordRecovery);
  await requestPasswordReset(await readJson(req));
  return { data: { message: "If an account exists for this address, we have sent a link to reset its password." } };
});
