import * as usersApi from "@/lib/api/operations/users";
import { apiRoute } from "@/server/http/api-route";
import { RATE_LIMITS, accountSubject, enforceRateLimit } from "@/server/http/rate-limit";
import { resendInvitation } from "@/server/users/resend-invitation";

export const POST = apiRoute(
  usersApi.resendInvitation,
  async ({ params, actor }) => {
    const { email, expiresAt } = await resendInvitation(actor, params.userId);
    return { data: { message: `A new invitation was sent to ${email}`, expiresAt } };
  },
  {
    before: async ({ params, actor }) => {
      await enforceRateLimit(RATE_LIMITS.invitationResendByAccount, accountSubject(actor.id));
      await enforceRateLimit(RATE_LIMITS.invitationResendByUser, accountSubject(params.userId));
    },
  },
);
