import { formatDateTime } from "@/lib/format/date-time";
import { isoSeconds } from "@/lib/api/serialize";

export function FormattedDateTime(props: { value: Date; timeZone?: string; dateFormat?: string; timeFormat?: string }) {
  return <time dateTime={isoSeconds(props.value)}>{formatDateTime(props.value, props)}</time>;
}
