import * as foundationApi from "@/lib/api/operations/foundation";
import { apiRoute } from "@/server/http/api-route";
import { currentUserDto } from "@/server/users/current-user-dto";
import { updateOwnProfile } from "@/server/users/update-own-profile";

export const GET = apiRoute(foundationApi.getMyself, async ({ actor }) => ({ data: currentUserDto(actor) }));

export const PATCH = apiRoute(foundationApi.updateMyself, async ({ actor, body }) => {
  const changed = await updateOwnProfile(actor, body());
  return { data: currentUserDto({ ...actor, ...changed }) };
});
