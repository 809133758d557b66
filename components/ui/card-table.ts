// The look of the small tables inside cards (documents, proposals, versions, perils, reviews):
// header cells on a light band, body cells with a hairline, the first and last cell aligned
// with the card's padding. Add per-table classes with cn().

export const cardTableHead =
  "whitespace-nowrap border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 first:pl-4 last:pr-4";
export const cardTableCell = "border-b border-slate-100 px-3 py-2.5 text-slate-700 first:pl-4 last:pr-4";
