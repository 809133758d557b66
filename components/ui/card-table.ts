// The look of the small tables inside cards (documents, proposals, versions, perils, reviews):
// header cells on a light band, body cells with a hairline, the first and last cell aligned
// with the card's padding. Add per-table classes with cn().

export const cardTableHead =
  "whitespace-nowrap border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 first:pl-4 last:pr-4";
export const cardTableCell = "border-b border-slate-100 px-3 py-2.5 text-slate-700 first:pl-4 last:pr-4";

/**
 * The box around a card's table: a wide table scrolls inside the card instead of widening the page
 * (w-0 min-w-full keeps the table's width out of the card's own sizing), and `relative` keeps
 * positioned content such as screen-reader text inside the scrolling box, where it cannot stretch
 * the page either (issue 14 item 9: a hidden "Selected" label made the details page 1172 px wide).
 */
export const cardTableScroll = "relative w-0 min-w-full overflow-x-auto";
