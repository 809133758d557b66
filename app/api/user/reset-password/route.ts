import { apiHandler, readJson } from "@/server/http/api-handler";
import { resetPassword } from "@/server/auth/reset-password";

export const PATCH = apiHandler({ public: true, maintenanceExempt: true }, async ({ req }) => {
  const bearer = req.headers.get("authorization")?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? null;
  await resetPassword(bearer, await readJson(req));
  return { data: { message: "Your password has been set." } };
});
