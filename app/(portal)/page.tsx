import Link from "next/link";
import { ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageActor } from "@/server/auth/page-guard";
import { attentionSummary } from "@/server/home/attention-summary";

export const metadata = { title: "Home" };

const ROLE_LABEL = { ROLE_ADMIN: "Administrator", ROLE_UNDERWRITER: "Underwriter", ROLE_BROKER: "Broker" } as const;

export default async function HomePage() {
  const actor = await requirePageActor();
  const items = await attentionSummary(actor);
  const needsAttention = items.filter((i) => i.count > 0).length;
  return (
    <div className="space-y-6">
      <PageHeader
        title={`Welcome, ${actor.firstName}`}
        description={`${ROLE_LABEL[actor.role]} at ${actor.companyName}. ${needsAttention === 0 ? "Nothing needs your attention right now." : "Here is what needs your attention."}`}
      />
      <section aria-labelledby="attention-heading">
        <h2 id="attention-heading" className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">
          Needs my attention
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.key}>
              <Link
                href={item.href}
                className="group flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-accent-200 hover:shadow"
                data-testid={`attention-${item.key}`}
              >
                <div className="flex items-start justify-between gap-2">
                  <span className="font-medium text-slate-900">{item.label}</span>
                  <Badge tone={item.count > 0 ? item.tone : "neutral"}>{item.count}</Badge>
                </div>
                <span className="mt-1 text-sm text-slate-600">{item.hint}</span>
                <span className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-accent-600 opacity-0 transition group-hover:opacity-100">
                  Open <Icon node={ArrowRight} className="size-4" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
