import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BuiltinSigningForm } from "@/components/signing/builtin-signing-form";
import { ResultPanel } from "@/components/signing/result-panel";
import { SIGNING_MESSAGES } from "@/lib/signing/builtin-signing-schema";
import { EXPIRED_MESSAGE, WITHDRAWN_MESSAGE, getBuiltinEnvelope } from "@/server/signing/sign-builtin-envelope";

export const metadata: Metadata = { title: "Sign the proposal", referrer: "no-referrer", robots: { index: false } };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ envelopeId: string }> };

/**
 * The built-in provider's signing page: the proposal beside the signing form. It is the insured's
 * page: it reads no portal session and shows nothing of the broker; the form starts empty (D81).
 */
export default async function BuiltinSigningPage({ params }: Props) {
  const { envelopeId } = await params;
  const envelope = await getBuiltinEnvelope(envelopeId);
  if (!envelope) notFound();
  if (envelope.status === "SIGNED") {
    return (
      <ResultPanel tone="success" title="This proposal has already been signed">
        <p>
          <a className="text-accent-700 underline" href={`/sign/builtin/${envelope.id}/document`}>
            Open the signed proposal (PDF)
          </a>
        </p>
      </ResultPanel>
    );
  }
  if (envelope.expired || envelope.status === "FAILED") {
    return (
      <ResultPanel tone="error" title={SIGNING_MESSAGES.unexpected}>
        <p>{envelope.status === "FAILED" ? WITHDRAWN_MESSAGE : EXPIRED_MESSAGE}</p>
      </ResultPanel>
    );
  }
  const documentUrl = `/sign/builtin/${envelope.id}/document`;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="proposal-title" className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h1 id="proposal-title" className="text-sm font-semibold text-slate-900">
            {envelope.title}
          </h1>
          <a href={documentUrl} target="_blank" rel="noreferrer" className="text-sm text-accent-700 underline">
            Open the PDF
          </a>
        </div>
        <iframe title={`${envelope.title} (PDF)`} src={documentUrl} className="h-[75vh] w-full rounded-b-lg" />
      </section>
      <section aria-labelledby="signing-title" className="h-fit rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="signing-title" className="text-base font-semibold text-slate-900">
          Sign the proposal
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">
          You sign for and on behalf of <span className="font-medium text-slate-900">{envelope.insuredName}</span>. Read the proposal, then
          give your own name and position and sign. Your signature is stamped on the proposal&apos;s declaration.
        </p>
        <BuiltinSigningForm envelopeId={envelope.id} />
      </section>
    </div>
  );
}
