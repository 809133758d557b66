import { cookies } from "next/headers";
import { apiHandler, readJson, requestMeta } from "@/server/http/api-handler";
import { signInWithPassword } from "@/server/auth/sign-in-with-password";
import { setSessionCookies } from "@/server/auth/session-cookie";

export const POST = apiHandler({ public: true, maintenanceExempt: true }, async ({ req }) => {
  const { user, sessionId, expiresAt } = await signInWithPassword((await readJson(req)) as never, requestMeta(req));
  await setSessionCookies(await cookies(), { sid: sessionId, sub: String(user.id) }, expiresAt);
  return { data: { expiresAt } };
});
