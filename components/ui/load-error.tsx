import type { ReactNode } from "react";
import { CircleAlert } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Card, CardBody } from "./card";
import { PageHeader } from "./page-header";

/** A details page whose record could not be read (not a "not found"): the spec's message, under the page's header. */
export function LoadErrorPage({
  title,
  eyebrow,
  message,
}: {
  title: string;
  eyebrow?: ReactNode;
  /** e.g. "Could not fetch company data" (spec §8) */ message: string;
}) {
  return (
    <div>
      <PageHeader eyebrow={eyebrow} title={title} />
      <Card>
        <CardBody className="flex flex-col items-center gap-2 py-10 text-center" data-testid="load-error">
          <Icon node={CircleAlert} aria-hidden className="size-8 text-red-500" strokeWidth={1.5} />
          <p className="font-medium text-slate-800">{message}</p>
          <p className="text-slate-500">Something went wrong. Reload the page to try again.</p>
        </CardBody>
      </Card>
    </div>
  );
}
