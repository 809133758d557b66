import type { Metadata } from "next";
import type { ReactNode } from "react";
import { connection } from "next/server";
import { Providers } from "@/components/providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Weather Event Portal", template: "%s · Weather Event Portal" },
  description: "Weather-event and promotion cancellation insurance: quotations, policies and administration.",
};

// Every page is rendered per request: its scripts carry the nonce of that request's
// Content-Security-Policy (proxy.ts), which a page prerendered at build time could not have.
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
