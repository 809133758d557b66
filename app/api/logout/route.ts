import { cookies } from "next/headers";
import * as foundationApi from "@/lib/api/operations/foundation";
import { apiRoute } from "@/server/http/api-route";
import { signOut } from "@/server/auth/sign-out";
import { clearSessionCookies } from "@/server/auth/session-cookie";

export const POST = apiRoute(foundationApi.logout, async ({ actor }) => {
  if (actor) await signOut(actor.sessionId, actor.id);
  clearSessionCookies(await cookies());
  return { data: { loggedOut: true as const } };
});
