"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ChevronLeft, ChevronRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { PAGE_SIZES } from "@/lib/api/list-query";

type Page = {
  /** One-based page index. */
  index: number;
  size: number;
  itemsCount: number;
};

/** A list whose state the caller keeps (the data table): changes are callbacks. */
type Controlled = Page & {
  onPageChange: (index: number) => void;
  onSizeChange: (size: number) => void;
  /** While the first page loads nothing can be paged. */
  busy?: boolean;
  basePath?: never;
  params?: never;
};

/** A server page whose list state is its URL: previous and next are links that keep `params` (filters, sort). */
type Linked = Page & {
  basePath: string;
  params?: Record<string, string | undefined>;
  onPageChange?: never;
  onSizeChange?: never;
  busy?: never;
};

/** The footer of every paged list: rows per page, the rows shown, previous and next. */
export function Pagination(props: Controlled | Linked) {
  const { index, size, itemsCount } = props;
  const router = useRouter();
  const sizeId = React.useId();
  const pages = Math.max(1, Math.ceil(itemsCount / size));
  const firstRow = itemsCount === 0 ? 0 : (index - 1) * size + 1;
  const lastRow = Math.min(itemsCount, index * size);
  const canPrevious = index > 1 && !props.busy;
  const canNext = index < pages && !props.busy;

  const href = (nextIndex: number, nextSize = size) => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(props.params ?? {})) if (v) query.set(k, v);
    query.set("p[index]", String(nextIndex));
    query.set("p[size]", String(nextSize));
    return `${props.basePath}?${query.toString()}`;
  };
  const changeSize = (nextSize: number) => (props.onSizeChange ? props.onSizeChange(nextSize) : router.push(href(1, nextSize)));

  const step = (direction: "previous" | "next") => {
    const enabled = direction === "previous" ? canPrevious : canNext;
    const target = direction === "previous" ? index - 1 : index + 1;
    const content =
      direction === "previous" ? (
        <>
          <Icon node={ChevronLeft} aria-hidden />
          Previous
        </>
      ) : (
        <>
          Next
          <Icon node={ChevronRight} aria-hidden />
        </>
      );
    const name = direction === "previous" ? "Previous page" : "Next page";
    if (props.onPageChange || !enabled) {
      return (
        <Button variant="ghost" size="sm" onClick={() => props.onPageChange?.(target)} disabled={!enabled} aria-label={name}>
          {content}
        </Button>
      );
    }
    return (
      <Button asChild variant="ghost" size="sm">
        <Link href={href(target)} aria-label={name}>
          {content}
        </Link>
      </Button>
    );
  };

  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600"
    >
      <div className="flex items-center gap-2">
        <Label htmlFor={sizeId} className="font-normal text-slate-600">
          Rows per page
        </Label>
        <Select id={sizeId} value={size} onChange={(e) => changeSize(Number(e.target.value))} className="h-8 w-20">
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </div>
      <span aria-live="polite" className="tabular-nums" data-testid="page-range">
        {firstRow}–{lastRow} of {itemsCount}
      </span>
      <div className="flex items-center gap-1">
        {step("previous")}
        {step("next")}
      </div>
    </nav>
  );
}
