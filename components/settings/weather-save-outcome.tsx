import { CircleAlert, CircleCheck } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { ResponseOf } from "@/lib/api/operation";
import type * as claimsApi from "@/lib/api/operations/claims";
import { formatCalendarDate } from "@/lib/format/date-time";

export type ObservationsSaved = ResponseOf<typeof claimsApi.postWeatherObservations>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 days saved, 07/03/2026 to 07/05/2026. 2 loss determinations written." */
export function savedSummary(saved: ObservationsSaved, dateFormat: string): string {
  const from = formatCalendarDate(saved.from, { dateFormat });
  const until = formatCalendarDate(saved.until, { dateFormat });
  const range = saved.from === saved.until ? from : `${from} to ${until}`;
  return `${plural(saved.saved, "day", "days")} saved, ${range}. ${plural(saved.determinations, "loss determination", "loss determinations")} written.`;
}

/** What a save of observations answered, or why it failed (each message on its line). */
export function SaveOutcome({
  outcome,
  dateFormat,
  testId,
}: {
  outcome: { saved: ObservationsSaved } | { title: string; messages: string[] };
  dateFormat: string;
  testId: string;
}) {
  if ("saved" in outcome) {
    return (
      <div
        role="status"
        data-testid={testId}
        data-outcome="saved"
        className="flex gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-800"
      >
        <Icon node={CircleCheck} aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>{savedSummary(outcome.saved, dateFormat)}</p>
      </div>
    );
  }
  return (
    <div
      role="alert"
      data-testid={testId}
      data-outcome="failed"
      className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <Icon node={CircleAlert} aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
      <div className="min-w-0">
        <p className="font-medium">{outcome.title}</p>
        <ul className="mt-1 space-y-0.5 break-words">
          {outcome.messages.map((message, i) => (
            <li key={i}>{message}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
