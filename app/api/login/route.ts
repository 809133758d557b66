import { cookies } from "next/headers";
import * as foundationApi from "@/lib/api/operations/foundation";
import { requestMeta } from "@/server/http/api-handler";
import { apiRoute } from "@/server/http/api-route";
import { signInWithPassword } from "@/server/auth/sign-in-with-password";
import { setSessionCookies } from "@/server/auth/session-cookie";

export const POST = apiRoute(foundationApi.login, async ({ req, body }) => {
  const { user, sessionId, expiresAt } = await signInWithPassword(body(), requestMeta(req));
  await setSessionCookies(await cookies(), { sid: sessionId, sub: String(user.id) }, expiresAt);
  return { data: { expiresAt } };
});
