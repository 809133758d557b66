"use client";

import { useQuery } from "@tanstack/react-query";
import { ApiError, callApi } from "@/lib/api/client";
import * as foundationApi from "@/lib/api/operations/foundation";
import { useAuth } from "@/components/auth/auth-provider";
import { Spinner } from "@/components/ui/spinner";
import { AuditTimeline, type AuditFieldDescription } from "./audit-timeline";

export const auditQueryKey = (subjectType: string, subjectId: string | number) => ["audit-event", subjectType, String(subjectId)];

/** The history of one record, loaded from GET /api/audit-event (admins), e.g. inside a dialog. */
export function AuditHistory({
  subjectType,
  subjectId,
  title = "History",
  fields,
}: {
  subjectType: string;
  subjectId: string | number;
  title?: string;
  fields?: Record<string, AuditFieldDescription>;
}) {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: auditQueryKey(subjectType, subjectId),
    queryFn: async ({ signal }) =>
      (await callApi(foundationApi.listAuditEvents, { query: { subjectType, subjectId: String(subjectId) }, signal })).data,
  });
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      {query.isPending ? (
        <Spinner size="sm" label="Loading history" className="text-slate-400" />
      ) : query.isError ? (
        <p className="text-sm text-red-700">
          Could not fetch the history. {query.error instanceof ApiError ? query.error.message : "Something went wrong."}
        </p>
      ) : (
        <AuditTimeline
          bare
          title={title}
          events={query.data}
          fields={fields}
          formats={{ timeZone: user?.timeZone, dateFormat: user?.dateFormat, timeFormat: user?.timeFormat }}
        />
      )}
    </section>
  );
}
