import * as foundationApi from "@/lib/api/operations/foundation";
import { apiRoute } from "@/server/http/api-route";
import { changeOwnPassword } from "@/server/users/change-own-password";

export const PUT = apiRoute(foundationApi.changeOwnPassword, async ({ actor, body }) => {
  await changeOwnPassword(actor, body());
  return { data: { message: "Your password has been changed." } };
});
