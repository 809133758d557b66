import Link from "next/link";
import { PAGE_SIZES } from "@/lib/api/list-query";
import { cn } from "@/components/ui/cn";

/** Page links that keep the rest of the URL's list state (filters, sort). */
export function Pager({
  basePath,
  params,
  index,
  size,
  itemsCount,
}: {
  basePath: string;
  params: Record<string, string | undefined>;
  index: number;
  size: number;
  itemsCount: number;
}) {
  const pages = Math.max(1, Math.ceil(itemsCount / size));
  const href = (nextIndex: number, nextSize = size) => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v) query.set(k, v);
    query.set("p[index]", String(nextIndex));
    query.set("p[size]", String(nextSize));
    return `${basePath}?${query.toString()}`;
  };
  const from = itemsCount === 0 ? 0 : (index - 1) * size + 1;
  const to = Math.min(itemsCount, index * size);
  const link = "rounded-md border border-slate-200 px-2.5 py-1 hover:bg-slate-50";
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm text-slate-600">
      <span>
        {from}–{to} of {itemsCount}
      </span>
      <div className="flex items-center gap-2">
        <span>Rows per page</span>
        {PAGE_SIZES.map((s) => (
          <Link
            key={s}
            href={href(1, s)}
            aria-current={s === size ? "true" : undefined}
            className={cn(link, s === size && "border-accent-500 text-accent-700")}
          >
            {s}
          </Link>
        ))}
        <Link
          href={href(Math.max(1, index - 1))}
          aria-disabled={index <= 1}
          className={cn(link, index <= 1 && "pointer-events-none opacity-40")}
        >
          Previous
        </Link>
        <span>
          Page {index} of {pages}
        </span>
        <Link
          href={href(Math.min(pages, index + 1))}
          aria-disabled={index >= pages}
          className={cn(link, index >= pages && "pointer-events-none opacity-40")}
        >
          Next
        </Link>
      </div>
    </nav>
  );
}
