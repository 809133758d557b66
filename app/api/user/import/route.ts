import * as usersApi from "@/lib/api/operations/users";
import { apiRoute } from "@/server/http/api-route";
import { RATE_LIMITS, accountSubject, enforceRateLimit } from "@/server/http/rate-limit";
import { readUpload } from "@/server/http/read-upload";
import { IMPORT_MAX_BYTES, importUsers } from "@/server/users/import-users";

export const POST = apiRoute(
  usersApi.importUsers,
  async ({ req, actor }) => {
    const { bytes } = await readUpload(req, { field: "file", maxBytes: IMPORT_MAX_BYTES });
    return { data: await importUsers(actor, bytes) };
  },
  { before: async ({ actor }) => enforceRateLimit(RATE_LIMITS.upload, accountSubject(actor.id)) },
);
