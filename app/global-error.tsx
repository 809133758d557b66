"use client";

import dynamic from "next/dynamic";

// Every page loads its error boundary's module; the fallback it shows (Radix Collapsible, icons)
// loads only when an error is shown (issue 16 §3).
const ErrorFallback = dynamic(() => import("@/components/ui/error-fallback").then((m) => m.ErrorFallback));

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main className="p-8">
          <ErrorFallback error={error} reset={reset} />
        </main>
      </body>
    </html>
  );
}
