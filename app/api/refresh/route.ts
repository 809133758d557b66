import { cookies } from "next/headers";
import * as foundationApi from "@/lib/api/operations/foundation";
import { apiRoute } from "@/server/http/api-route";
import { refreshSession } from "@/server/auth/refresh-session";
import { setSessionCookies } from "@/server/auth/session-cookie";

export const POST = apiRoute(foundationApi.refreshSession, async ({ actor }) => {
  const { expiresAt } = await refreshSession(actor);
  await setSessionCookies(await cookies(), { sid: actor.sessionId, sub: String(actor.id) }, expiresAt);
  return { data: { expiresAt } };
});
