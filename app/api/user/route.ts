import { apiHandler } from "@/server/http/api-handler";
import { listUsers } from "@/server/users/list-users";

export const GET = apiHandler({ can: ["manage", "User"] }, async ({ req, actor }) => {
  const { items, pagination } = await listUsers(actor, req.url);
  return { data: items, metadata: { pagination } };
});
