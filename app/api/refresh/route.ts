import { cookies } from "next/headers";
import { apiHandler } from "@/server/http/api-handler";
import { refreshSession } from "@/server/auth/refresh-session";
import { setSessionCookies } from "@/server/auth/session-cookie";

export const POST = apiHandler({ maintenanceExempt: true }, async ({ actor }) => {
  const { expiresAt } = await refreshSession(actor);
  await setSessionCookies(await cookies(), { sid: actor.sessionId, sub: String(actor.id) }, expiresAt);
  return { data: { expiresAt } };
});
