import * as foundationApi from "@/lib/api/operations/foundation";
import { apiRoute } from "@/server/http/api-route";
import { RATE_LIMITS, limitByAddress } from "@/server/http/rate-limit";
import { requestPasswordReset } from "@/server/auth/request-password-reset";

// Answers the same whether or not the address belongs to an account.
export const POST = apiRoute(
  foundationApi.requestPasswordRecovery,
  async ({ body }) => {
    await requestPasswordReset(body());
    return { data: { message: "If an account exists for this address, we have sent a link to reset its password." } };
  },
  { before: async ({ req }) => limitByAddress(req, RATE_LIMITS.passwordRecovery) },
);
