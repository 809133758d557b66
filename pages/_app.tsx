import type { AppProps } from "next/app";
import { useEffect } from "react";
import { PortalBrand } from "@/components/shell/portal-brand";
import "@/app/globals.css";

// The sign-in pages (/auth/*) are Pages Router pages: that router's runtime is some 30 KB (gzip)
// lighter than the App Router's, which alone would not leave the sign-in page within its 120 KB
// (issue 16 §3). This is their layout: the portal's name above a card, as app/(auth) had it.
export default function AuthPagesApp({ Component, pageProps }: AppProps) {
  // Marks the page as interactive (end-to-end tests wait for it before typing), as AuthProvider does in the portal.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    // min-h-screen: Next's #__next wrapper stands between body (height 100%) and main.
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-12">
      <PortalBrand />
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <Component {...pageProps} />
      </div>
    </main>
  );
}
