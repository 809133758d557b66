import { FilterSelect } from "./filter-select";

/** The binder filter of the report pages (bordereaux, statistics). */
export function BinderFilter({
  binders,
  value,
  onChange,
}: {
  binders: readonly { id: number; uniqueMarketReference: string }[];
  value: string;
  onChange: (binderId: string | null) => void;
}) {
  return (
    <FilterSelect
      label="Binder"
      allLabel="All binders"
      value={value}
      options={binders.map((b) => ({ value: String(b.id), label: b.uniqueMarketReference }))}
      onChange={onChange}
      className="w-44"
    />
  );
}
