import { ExternalLink, FileText } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Badge } from "@/components/ui/badge";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { operationUrl } from "@/lib/api/operation";
import * as signingApi from "@/lib/api/operations/signing";
import { formatDateTime } from "@/lib/format/date-time";
import { signingProviderLabel } from "@/lib/signing/signing-providers";
import type { QuotationProposalDto, QuotationSigningDto } from "@/lib/quotations/quotation-dto";
import type { Formats } from "./quotation-overview";
import { cardTableCell, cardTableHead, cardTableScroll } from "@/components/ui/card-table";

const th = cardTableHead;
const td = cn(cardTableCell, "whitespace-nowrap");

/** The proposal letters of the quotation (spec §2: uploaded at, file name). */
const SIGNING_STATUS = {
  PENDING: { label: "Waiting for signature", tone: "waiting" },
  SIGNED: { label: "Signed", tone: "live" },
  FAILED: { label: "Withdrawn or declined", tone: "closed" },
} as const;

/** Who was asked to sign, through which provider, and what became of it. */
function SigningList({ signings, formats }: { signings: QuotationSigningDto[]; formats: Formats }) {
  return (
    <div className="border-t border-slate-200 px-4 py-3" data-testid="signings">
      <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">Signing</h3>
      <ul className="space-y-2 text-sm">
        {signings.map((s) => (
          <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1" data-testid="signing">
            <span className="text-slate-700">
              Version {s.versionNumber}: sent to <span className="font-medium text-slate-900">{s.signerName ?? "the insured"}</span>
              {s.signerEmail ? <span className="text-slate-500"> ({s.signerEmail})</span> : null}, {formatDateTime(s.startedAt, formats)} (
              {signingProviderLabel(s.provider)})
              {s.status === "SIGNED" && s.completedAt ? <>; signed {formatDateTime(s.completedAt, formats)}</> : null}
              {s.status === "FAILED" && s.failureReason ? <span className="text-slate-500">; {s.failureReason}</span> : null}
            </span>
            <Badge tone={SIGNING_STATUS[s.status].tone}>{SIGNING_STATUS[s.status].label}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProposalsCard({
  quotationId,
  proposals,
  signings = [],
  formats,
  letterHref,
}: {
  quotationId: number;
  proposals: QuotationProposalDto[];
  signings?: QuotationSigningDto[];
  formats: Formats;
  /** The current proposal letter, once the options are chosen. */
  letterHref?: string | null;
}) {
  return (
    <Card data-testid="proposals">
      <CardHeader
        title="Proposals"
        actions={
          letterHref ? (
            <a
              href={letterHref}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-700 hover:underline"
            >
              Proposal letter (PDF)
              <Icon node={ExternalLink} aria-hidden className="size-3.5" />
            </a>
          ) : null
        }
      />
      {proposals.length === 0 ? (
        <EmptyState
          icon={FileText}
          description={
            letterHref
              ? "The proposal letter of the chosen options can be read above; the stored and signed copies are listed here."
              : "A proposal letter is made when the quotation is pre-bound."
          }
          className="py-6"
        />
      ) : (
        <div className={cardTableScroll}>
          <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Proposals">
            <thead>
              <tr>
                <th scope="col" className={cn(th, "text-left")}>
                  Uploaded at
                </th>
                <th scope="col" className={cn(th, "text-left")}>
                  File name
                </th>
                <th scope="col" className={cn(th, "text-left")}>
                  Version
                </th>
                <th scope="col" className={cn(th, "text-left")}>
                  Signed
                </th>
              </tr>
            </thead>
            <tbody>
              {proposals.map((p) => (
                <tr key={p.id} data-testid="proposal">
                  <td className={td}>{formatDateTime(p.uploadedAt, formats)}</td>
                  <td className={cn(td, "font-medium")}>
                    <a
                      href={operationUrl(signingApi.getQuotationProposal, { params: { quotationId, proposalId: p.id } })}
                      target="_blank"
                      rel="noopener"
                      className="text-accent-700 hover:underline"
                    >
                      {p.fileName}
                    </a>
                  </td>
                  <td className={td}>{p.versionNumber}</td>
                  <td className={td}>{p.signed ? <Badge tone="live">Signed</Badge> : <Badge tone="neutral">Not signed</Badge>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {signings.length > 0 ? <SigningList signings={signings} formats={formats} /> : null}
    </Card>
  );
}
