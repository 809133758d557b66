import { Badge } from "@/components/ui/badge";
import type { QuotationStatusName } from "@/lib/quotations/quotation-actions";
import { QUOTATION_STATUS_LABELS, QUOTATION_STATUS_TONES } from "@/lib/status/status-style";

/** A quotation's status with the colour of its family (lib/status/status-style.ts). */
export function QuotationStatusBadge({ status, className }: { status: QuotationStatusName; className?: string }) {
  return (
    <Badge tone={QUOTATION_STATUS_TONES[status]} dot className={className} data-testid="quotation-status" data-status={status}>
      {QUOTATION_STATUS_LABELS[status]}
    </Badge>
  );
}
