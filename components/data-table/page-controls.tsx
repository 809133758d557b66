"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { PAGE_SIZES } from "@/lib/api/list-query";

/** The footer of a paged table: rows per page, the rows shown, previous and next. */
export function PageControls(props: {
  sizeId: string;
  size: number;
  onSizeChange: (size: number) => void;
  firstRow: number;
  lastRow: number;
  itemsCount: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600"
    >
      <div className="flex items-center gap-2">
        <Label htmlFor={props.sizeId} className="font-normal text-slate-600">
          Rows per page
        </Label>
        <Select id={props.sizeId} value={props.size} onChange={(e) => props.onSizeChange(Number(e.target.value))} className="h-8 w-20">
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
      <span aria-live="polite" className="tabular-nums" data-testid="page-range">
        {props.firstRow}–{props.lastRow} of {props.itemsCount}
      </span>
      <div className="flex items-center gap-1">
        <Button variant="ghost" size="sm" onClick={props.onPrevious} disabled={!props.canPrevious} aria-label="Previous page">
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button variant="ghost" size="sm" onClick={props.onNext} disabled={!props.canNext} aria-label="Next page">
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
