import { apiHandler } from "@/server/http/api-handler";
import { RATE_LIMITS, accountSubject, enforceRateLimit } from "@/server/http/rate-limit";
import { parseUserId } from "@/server/users/get-user";
import { resendInvitation } from "@/server/users/resend-invitation";

export const POST = apiHandler<{ userId: string }>({ can: ["manage", "User"] }, async ({ params, actor }) => {
  const userId = parseUserId(params.userId);
  await enforceRateLimit(RATE_LIMITS.invitationResendByAccount, accountSubject(actor.id));
  await enforceRateLimit(RATE_LIMITS.invitationResendByUser, accountSubject(userId));
  const { email, expiresAt } = await resendInvitation(actor, userId);
  return { data: { message: `A new invitation was sent to ${email}`, expiresAt } };
});
