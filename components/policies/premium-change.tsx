import { decimalString, formatMoney } from "@/lib/format/money";

/** An endorsement's premium change as a broker reads it: additional (+) or return (−) premium, or none. */
export function premiumChangeParts(value: string | null): { label: string; amount: string | null; tone: "additional" | "return" | "none" } {
  const change = decimalString(value);
  if (change === null || change === "0") return { label: "No premium change", amount: null, tone: "none" };
  if (!change.startsWith("-")) return { label: "Additional premium", amount: formatMoney(change), tone: "additional" };
  return { label: "Return premium", amount: formatMoney(change.slice(1)), tone: "return" };
}

/** "Additional premium $120.00", "Return premium $40.00" or "No premium change", right-aligned amounts left to the caller. */
export function PremiumChange({ value, className }: { value: string | null; className?: string }) {
  const p = premiumChangeParts(value);
  return (
    <span className={className} data-testid="premium-change" data-tone={p.tone}>
      {p.amount === null ? (
        <span className="text-slate-500">{p.label}</span>
      ) : (
        <>
          <span className="text-slate-600">{p.label}</span> <span className="tabular-nums font-medium text-slate-900">{p.amount}</span>
        </>
      )}
    </span>
  );
}
