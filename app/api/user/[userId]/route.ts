import { apiHandler, readJson } from "@/server/http/api-handler";
import { getUser, parseUserId } from "@/server/users/get-user";
import { updateUser } from "@/server/users/update-user";

type Params = { userId: string };

export const GET = apiHandler<Params>({ can: ["manage", "User"] }, async ({ params, actor }) => ({
  data: await getUser(actor, parseUserId(params.userId)),
}));

export const PATCH = apiHandler<Params>({ can: ["manage", "User"] }, async ({ req, params, actor }) => ({
  data: await updateUser(actor, parseUserId(params.userId), await readJson(req)),
}));
