import { apiHandler, readJson } from "@/server/http/api-handler";
import { createUser } from "@/server/users/create-user";
import { listUsers } from "@/server/users/list-users";

export const GET = apiHandler({ can: ["manage", "User"] }, async ({ req, actor }) => {
  const { items, pagination } = await listUsers(actor, req.url);
  return { data: items, metadata: { pagination } };
});

export const POST = apiHandler({ can: ["manage", "User"] }, async ({ req, actor }) => ({
  data: await createUser(actor, await readJson(req)),
}));
