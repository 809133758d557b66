import { apiHandler } from "@/server/http/api-handler";
import { parseUserId } from "@/server/users/get-user";
import { resendInvitation } from "@/server/users/resend-invitation";

export const POST = apiHandler<{ userId: string }>({ can: ["manage", "User"] }, async ({ params, actor }) => {
  const { email, expiresAt } = await resendInvitation(actor, parseUserId(params.userId));
  return { data: { message: `A new invitation was sent to ${email}`, expiresAt } };
});
