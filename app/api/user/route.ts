import * as usersApi from "@/lib/api/operations/users";
import { apiRoute } from "@/server/http/api-route";
import { createUser } from "@/server/users/create-user";
import { listUsers } from "@/server/users/list-users";

export const GET = apiRoute(usersApi.listUsers, async ({ req, actor }) => {
  const { items, pagination } = await listUsers(actor, req.url);
  return { data: items, metadata: { pagination } };
});

export const POST = apiRoute(usersApi.createUser, async ({ actor, body }) => ({ data: await createUser(actor, body()) }));
