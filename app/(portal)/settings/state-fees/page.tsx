import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Forbidden } from "@/components/shell/forbidden";
import { StateFeeEditDialog } from "@/components/settings/state-fee-edit-dialog";
import { pageAccess } from "@/server/auth/page-guard";
import { listStateFees } from "@/server/state-fees/list-state-fees";

export const metadata = { title: "State fees" };

const percent = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** A fraction ("0.0494") as a percent with two or three decimals ("4.94%", "0.175%"). */
function fractionAsPercent(value: string) {
  return `${percent.format(Number(value) * 100)}%`;
}

const th = "sticky top-0 z-10 whitespace-nowrap border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600";
const td = "border-b border-slate-100 px-4 py-2.5 align-baseline";

export default async function StateFeesPage() {
  const { actor, allowed } = await pageAccess("read", "StateFee");
  if (!allowed) return <Forbidden />;
  const fees = await listStateFees(actor);

  return (
    <div>
      <PageHeader
        title="State fees"
        description="Surplus-lines premium tax and stamping fee of each state, applied to the invoice from the insured's state. Edit a state to change them and to see its history."
      />
      <Card>
        {fees.length === 0 ? (
          <EmptyState />
        ) : (
          <div className="max-h-[calc(100dvh-13rem)] overflow-auto rounded-md">
            <table aria-label="State fees" className="w-full border-separate border-spacing-0 text-sm text-slate-700">
              <thead>
                <tr>
                  <th scope="col" className={`${th} text-left`}>State</th>
                  <th scope="col" className={`${th} text-left`}>Name</th>
                  <th scope="col" className={`${th} text-right`}>Tax</th>
                  <th scope="col" className={`${th} text-right`}>Stamping fee</th>
                  <th scope="col" className={`${th} text-left`}>Municipal tax</th>
                  <th scope="col" className={`${th} text-left`}>Description</th>
                  <th scope="col" className={`${th} text-right`}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {fees.map((fee) => (
                  <tr key={fee.id} className="hover:bg-slate-50">
                    <td className={`${td} font-semibold text-slate-900`}>{fee.state}</td>
                    <td className={`${td} whitespace-nowrap font-medium text-slate-900`}>{fee.name}</td>
                    <td className={`${td} text-right tabular-nums`}>{fractionAsPercent(fee.tax)}</td>
                    <td className={`${td} text-right tabular-nums`}>{fractionAsPercent(fee.stampingFee)}</td>
                    <td className={td}>{fee.municipalityTax ? <Badge tone="waiting">Separate line</Badge> : <span className="text-slate-400">—</span>}</td>
                    <td className={`${td} min-w-80 text-slate-600`}>{fee.description || <span className="text-slate-400">—</span>}</td>
                    <td className={`${td} py-1.5 text-right align-middle`}>
                      <StateFeeEditDialog fee={fee} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
