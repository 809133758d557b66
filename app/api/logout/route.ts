import { cookies } from "next/headers";
import { apiHandler } from "@/server/http/api-handler";
import { signOut } from "@/server/auth/sign-out";
import { clearSessionCookies } from "@/server/auth/session-cookie";

export const POST = apiHandler({ public: true, maintenanceExempt: true }, async ({ actor }) => {
  if (actor) await signOut(actor.sessionId, actor.id);
  clearSessionCookies(await cookies());
  return { data: { loggedOut: true } };
});
