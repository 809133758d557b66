import * as React from "react";
import { Icon } from "@/components/ui/icon";
import { Inbox } from "lucide";
import type { IconNode } from "@/components/ui/icon";
import { cn } from "./cn";

export interface EmptyStateProps {
  /** Spec default text: "No data to display". */
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** e.g. a <Button>. */
  action?: React.ReactNode;
  icon?: IconNode;
  className?: string;
}

export function EmptyState({ title = "No data to display", description, action, icon = Inbox, className }: EmptyStateProps) {
  return (
    <div data-testid="empty-state" className={cn("flex flex-col items-center justify-center px-6 py-10 text-center", className)}>
      <Icon node={icon} aria-hidden="true" className="mb-3 size-8 text-slate-300" strokeWidth={1.5} />
      <p className="text-sm font-medium text-slate-700">{title}</p>
      {description ? <p className="mt-1 max-w-sm text-sm text-slate-500">{description}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
