import { validationFailure } from "@/lib/api/errors";
import { apiHandler } from "@/server/http/api-handler";
import { listAuditEvents } from "@/server/audit/list-audit-events";

export const GET = apiHandler({ can: ["read", "AuditEvent"] }, async ({ req, actor }) => {
  const params = new URL(req.url).searchParams;
  const subjectType = params.get("subjectType");
  const subjectId = params.get("subjectId");
  if (!subjectType || !subjectId) {
    throw validationFailure([
      ...(subjectType ? [] : [{ path: "subjectType", message: "This field is required" }]),
      ...(subjectId ? [] : [{ path: "subjectId", message: "This field is required" }]),
    ]);
  }
  return { data: await listAuditEvents(actor, subjectType, subjectId) };
});
