import { z } from "zod";
import { namedRecord, wireMoment } from "@/lib/api/wire-schemas";

/**
 * One event of a record's history, newest first, as the timelines show it (server/audit/subject-history.ts):
 * `before` and `after` are the recorded values with ids read as names.
 */
export const auditEventDtoSchema = z.object({
  id: z.string().describe("The event's number, as text"),
  action: z.string().describe('e.g. "company.update"'),
  actor: namedRecord.nullable().describe("Null for the system or a removed user"),
  before: z.unknown().describe("The recorded values before (JSON), or null"),
  after: z.unknown().describe("The recorded values after (JSON), or null"),
  createdAt: wireMoment,
});

export type AuditEventDto = z.infer<typeof auditEventDtoSchema>;
