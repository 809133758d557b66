"use client";

import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ApiError } from "@/lib/api/client";
import { SnackbarProvider } from "@/components/ui/snackbar";
import { AuthProvider } from "@/components/auth/auth-provider";

// Data layer (spec §9): cache 5 minutes, no refetch on window focus, 3 retries with exponential
// backoff capped at 30 s — except for answers that a retry cannot change (4xx).
function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        {/* No Suspense boundary above the pages: a layout's redirect (sign-in, maintenance) must stay
            a 307 answer, which it is only when thrown outside every boundary (issue 14 item 10). */}
        <AuthProvider>{children}</AuthProvider>
      </SnackbarProvider>
    </QueryClientProvider>
  );
}
