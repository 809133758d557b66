"use client";

import { ErrorFallback } from "@/components/ui/error-fallback";

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
