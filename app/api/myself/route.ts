import { apiHandler, readJson } from "@/server/http/api-handler";
import { currentUserDto } from "@/server/users/current-user-dto";
import { updateOwnProfile } from "@/server/users/update-own-profile";

export const GET = apiHandler({}, async ({ actor }) => ({ data: currentUserDto(actor) }));

export const PATCH = apiHandler({}, async ({ req, actor }) => {
  const changed = await updateOwnProfile(actor, await readJson(req));
  return { data: currentUserDto({ ...actor, ...changed }) };
});
