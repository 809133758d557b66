import type { Metadata } from "next";
import { ResultPanel } from "@/components/signing/result-panel";

export const metadata: Metadata = { title: "Proposal signed" };

type Props = { searchParams: Promise<{ already?: string }> };

/** Where the signer's browser goes after signing. It proves nothing: only the provider's webhook signs the quotation. */
export default async function SignSuccessPage({ searchParams }: Props) {
  const { already } = await searchParams;
  return (
    <ResultPanel tone="success" title={already ? "This proposal has already been signed" : "Thank you, the proposal is signed"}>
      {already ? (
        <p>There is nothing more to do here. Your broker has the signed proposal.</p>
      ) : (
        <>
          <p>Your signature was received. Your broker is notified and will arrange the binding of the policy.</p>
          <p>You can close this page.</p>
        </>
      )}
    </ResultPanel>
  );
}
