import type { Metadata } from "next";
import { ResultPanel } from "@/components/signing/result-panel";
import { SIGNING_MESSAGES } from "@/lib/signing/builtin-signing-schema";

export const metadata: Metadata = { title: "Signing failed" };

const DETAILS: Record<string, string> = {
  "expired-link": "This signing link has expired. Ask your broker to send a new one.",
  "invalid-link": "This signing link is not valid. Open the link exactly as it appears in the email, or ask your broker for a new one.",
  "not-signable": "This proposal cannot be signed now: it is no longer waiting for a signature. Your broker can tell you more.",
  provider: "The signing service could not complete the request. Please try again in a few minutes.",
};

type Props = { searchParams: Promise<{ reason?: string }> };

/** The signing error page (spec §2, §8). */
export default async function SignErrorPage({ searchParams }: Props) {
  const { reason } = await searchParams;
  return (
    <ResultPanel tone="error" title={SIGNING_MESSAGES.unexpected}>
      <p>{DETAILS[reason ?? ""] ?? "Please try again, or ask your broker for a new signing link."}</p>
    </ResultPanel>
  );
}
