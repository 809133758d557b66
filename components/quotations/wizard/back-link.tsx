import Link from "next/link";
import { ChevronLeft } from "lucide";
import { Icon } from "@/components/ui/icon";

export function QuotationsBackLink({ href = "/quotation", label = "Quotations" }: { href?: string; label?: string }) {
  return (
    <Link href={href} className="inline-flex items-center gap-0.5 hover:text-slate-900 hover:underline">
      <Icon node={ChevronLeft} aria-hidden className="size-4" />
      {label}
    </Link>
  );
}
