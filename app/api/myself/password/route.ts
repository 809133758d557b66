import { apiHandler, readJson } from "@/server/http/api-handler";
import { changeOwnPassword } from "@/server/users/change-own-password";

export const PUT = apiHandler({}, async ({ req, actor }) => {
  await changeOwnPassword(actor, await readJson(req));
  return { data: { message: "Your password has been changed." } };
});
