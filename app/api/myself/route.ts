import { apiHandler } from "@/server/http/api-handler";
import { currentUserDto } from "@/server/users/current-user-dto";

export const GET = apiHandler({}, async ({ actor }) => ({ data: currentUserDto(actor) }));
