import * as foundationApi from "@/lib/api/operations/foundation";
import { apiRoute } from "@/server/http/api-route";
import { listAuditEvents } from "@/server/audit/list-audit-events";

export const GET = apiRoute(foundationApi.listAuditEvents, async ({ actor, query }) => ({
  data: await listAuditEvents(actor, query.subjectType, query.subjectId),
}));
