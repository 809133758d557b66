import { cn } from "@/components/ui/cn";
import { cardTableCell, cardTableHead } from "@/components/ui/card-table";

// The look and first columns shared by the tables of perils (a quotation version's perils, a
// policy's insured perils): long headers wrap and sit at the bottom, cells sit at the top.

export const perilHeadClass = cn(cardTableHead, "whitespace-normal align-bottom");
export const perilCellClass = cn(cardTableCell, "align-top");
export const perilAmountClass = "text-right tabular-nums whitespace-nowrap";

/** The header cells of the peril and its terms: threshold, limit per day and limit. */
export function PerilTermsHeader() {
  return (
    <>
      <th scope="col" className={cn(perilHeadClass, "text-left")}>
        Peril
      </th>
      <th scope="col" className={cn(perilHeadClass, "text-right")}>
        Threshold
      </th>
      <th scope="col" className={cn(perilHeadClass, "text-right")}>
        Limit per day
      </th>
      <th scope="col" className={cn(perilHeadClass, "text-right")}>
        Limit
      </th>
    </>
  );
}
