import Link from "next/link";
import { ClaimStatusBadge } from "@/components/claims/claim-badges";
import { LossDaysTable } from "@/components/claims/loss-days-table";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cardTableScroll } from "@/components/ui/card-table";
import type { Formats } from "@/components/quotations/details/quotation-overview";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import { NotifyLossAction } from "./notify-loss-action";

// The policy's claims record (docs/claims.md): its claims with status and amount, every covered
// day × insured peril determined so far (observed beside the threshold, triggered or not, and what
// the day pays), and the broker's "Notify a loss".

function ClaimsList({ policy, formats }: { policy: PolicyDetailsDto; formats: Formats }) {
  if (policy.claims.length === 0) return null;
  return (
    <ul className="divide-y divide-slate-100 border-b border-slate-200" aria-label="Claims of the policy">
      {policy.claims.map((c) => (
        <li
          key={c.id}
          className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2.5"
          data-testid="policy-claim"
          data-claim-number={c.claimNumber}
        >
          <Link href={`/claim/${c.id}`} className="font-mono text-xs font-medium text-accent-700 hover:underline">
            {c.claimNumber}
          </Link>
          <ClaimStatusBadge status={c.status} />
          <span className="text-xs text-slate-500">
            {c.firstLossDate ? `From ${formatCalendarDate(c.firstLossDate, formats)}` : "No day determined yet"}
          </span>
          <span className="ml-auto text-right tabular-nums font-medium text-slate-900" data-testid="policy-claim-amount">
            {c.status === "PAID" ? `Paid ${formatMoney(c.paidAmount)}` : c.amount === null ? "Amount to follow" : formatMoney(c.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function PolicyClaimsCard({ policy, formats }: { policy: PolicyDetailsDto; formats: Formats }) {
  const canNotify = policy.actions.includes("notifyLoss");
  const first = policy.item.coveredDays[0];
  return (
    <Card data-testid="policy-claims">
      <CardHeader
        title="Claims"
        description="Each covered day is determined from the weather record once it is over: the observed value beside the threshold of every insured peril. A day that triggers opens a claim by itself."
        actions={canNotify ? <NotifyLossAction policy={policy} formats={formats} /> : undefined}
      />
      <ClaimsList policy={policy} formats={formats} />
      {policy.lossDays.length === 0 ? (
        <CardBody className="text-slate-500" data-testid="policy-claims-empty">
          {first
            ? `No covered day determined yet: the first covered day is ${formatCalendarDate(first, formats)}.`
            : "No covered day determined yet."}
        </CardBody>
      ) : (
        <div className={cardTableScroll}>
          <LossDaysTable
            lossDays={policy.lossDays}
            dayAmounts={policy.dayAmounts}
            formats={formats}
            label="Covered days determined"
            claims={policy.claims}
          />
        </div>
      )}
    </Card>
  );
}
