import { CircleAlert } from "lucide";
import { ApiError } from "@/lib/api/client";
import { Button } from "./button";
import { Icon } from "./icon";

/** A table whose rows could not be read: the message, the server's reason and Try again, across all its columns. */
export function LoadErrorRow({
  colSpan,
  message,
  error,
  onRetry,
  retrying,
}: {
  colSpan: number;
  /** e.g. "Could not fetch the bordereaux" */
  message: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-10">
        <div role="alert" className="flex flex-col items-center gap-2 text-center">
          <Icon node={CircleAlert} aria-hidden className="size-8 text-red-500" strokeWidth={1.5} />
          <p className="text-sm font-medium text-slate-800">{message}</p>
          <p className="text-sm text-slate-500">{error instanceof ApiError ? error.message : "Something went wrong."}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        </div>
      </td>
    </tr>
  );
}
