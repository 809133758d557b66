import { apiHandler } from "@/server/http/api-handler";
import { deleteBinder } from "@/server/binders/delete-binder";
import { pathId } from "@/server/http/path-id";

export const DELETE = apiHandler<{ binderId: string }>({ can: ["delete", "Binder"] }, async ({ params, actor }) => ({
  data: await deleteBinder(actor, pathId(params.binderId, "Binder")),
}));
