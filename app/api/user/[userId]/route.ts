import * as usersApi from "@/lib/api/operations/users";
import { apiRoute } from "@/server/http/api-route";
import { getUser } from "@/server/users/get-user";
import { updateUser } from "@/server/users/update-user";

export const GET = apiRoute(usersApi.getUser, async ({ params, actor }) => ({ data: await getUser(actor, params.userId) }));

export const PATCH = apiRoute(usersApi.updateUser, async ({ params, actor, body }) => ({
  data: await updateUser(actor, params.userId, body()),
}));
