import { apiHandler } from "@/server/http/api-handler";
import { RATE_LIMITS, accountSubject, enforceRateLimit } from "@/server/http/rate-limit";
import { readUpload } from "@/server/http/read-upload";
import { IMPORT_MAX_BYTES, importUsers } from "@/server/users/import-users";

export const POST = apiHandler({ can: ["manage", "User"] }, async ({ req, actor }) => {
  await enforceRateLimit(RATE_LIMITS.upload, accountSubject(actor.id));
  const { bytes } = await readUpload(req, { field: "file", maxBytes: IMPORT_MAX_BYTES });
  return { data: await importUsers(actor, bytes) };
});
