import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { parseRecordId } from "@/lib/api/record-id";
import { ResultPanel } from "@/components/signing/result-panel";

export const metadata: Metadata = { title: "Sign a proposal" };

type Props = { searchParams: Promise<{ quotationId?: string; token?: string }> };

/** /sign: where a signing link without a quotation path lands; explains how signing starts. */
export default async function SignPage({ searchParams }: Props) {
  const { quotationId, token } = await searchParams;
  if (parseRecordId(quotationId) !== null && token) redirect(`/sign/${quotationId}?token=${encodeURIComponent(token)}`);
  return (
    <ResultPanel tone="info" title="Sign a proposal">
      <p>To sign a proposal, open the signing link in the email you received about it.</p>
      <p>The link is personal and expires after 14 days. If it has expired, ask your broker to send a new one.</p>
    </ResultPanel>
  );
}
