"use client";

import * as React from "react";
import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown, TriangleAlert } from "lucide";
import { Icon } from "@/components/ui/icon";
import { cn } from "./cn";
import { Button } from "./button";

export interface ErrorFallbackProps {
  error: Error & { digest?: string };
  /** When given, a "Try again" button calls it (Next.js error.tsx `reset`). */
  reset?: () => void;
  className?: string;
}

export function ErrorFallback({ error, reset, className }: ErrorFallbackProps) {
  const [open, setOpen] = React.useState(false);
  const headingId = React.useId();
  const name = error?.name || "Error";
  const message = error?.message || String(error);
  // An API failure keeps its HTTP status out of the message (D83); the technical details name it.
  const status = (error as { status?: unknown } | undefined)?.status;
  const details = [
    `Name: ${name}`,
    `Message: ${message}`,
    typeof status === "number" ? `Status: ${status}` : null,
    error?.digest ? `Digest: ${error.digest}` : null,
    "",
    error?.stack || "(no stack trace)",
  ]
    .filter((line) => line !== null)
    .join("\n");

  return (
    <section
      aria-labelledby={headingId}
      data-testid="error-fallback"
      className={cn("rounded-md border border-slate-200 bg-white p-5 shadow-xs", className)}
    >
      <div className="flex items-start gap-3">
        <Icon node={TriangleAlert} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Something went wrong.
          </h2>
          <Collapsible.Root open={open} onOpenChange={setOpen} className="mt-3">
            <div className="flex flex-wrap items-center gap-2">
              {reset ? (
                <Button size="sm" onClick={() => reset()}>
                  Try again
                </Button>
              ) : null}
              <Collapsible.Trigger asChild>
                <Button size="sm" variant="ghost">
                  {open ? "Show less" : "Show more"}
                  <Icon node={ChevronDown} aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
                </Button>
              </Collapsible.Trigger>
            </div>
            <Collapsible.Content>
              <pre
                data-testid="error-details"
                className="mt-3 max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-xs leading-5 text-slate-700"
              >
                {details}
              </pre>
            </Collapsible.Content>
          </Collapsible.Root>
        </div>
      </div>
    </section>
  );
}
