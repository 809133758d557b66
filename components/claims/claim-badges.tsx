import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { ClaimStatusName } from "@/lib/claims/claim-actions";
import { DETERMINATION_RESULT_LABELS, type DeterminationResultName } from "@/lib/claims/claim-dto";
import { CLAIM_STATUS_LABELS, CLAIM_STATUS_TONES } from "@/lib/status/status-style";

// The badges of the claim screens: a claim's status (lib/status/status-style.ts, as everywhere), and
// one peril's result on one day (docs/claims.md: a missing observation is "No data", never "Not triggered").

export function ClaimStatusBadge({ status }: { status: ClaimStatusName }) {
  return (
    <Badge tone={CLAIM_STATUS_TONES[status]} dot data-testid="claim-status" data-status={status}>
      {CLAIM_STATUS_LABELS[status]}
    </Badge>
  );
}

const RESULT_TONES: Record<DeterminationResultName, BadgeTone> = {
  TRIGGERED: "live",
  NOT_TRIGGERED: "neutral",
  NO_DATA: "waiting",
};

export function DeterminationResultBadge({ result }: { result: DeterminationResultName }) {
  return (
    <Badge tone={RESULT_TONES[result]} data-testid="determination-result" data-result={result}>
      {DETERMINATION_RESULT_LABELS[result]}
    </Badge>
  );
}
