import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Forbidden } from "@/components/shell/forbidden";
import { LocalPremiumTaxEditAction, StateFeeEditAction } from "@/components/settings/settings-edit-actions";
import { formatPercent } from "@/lib/format/money";
import { KENTUCKY_DEFAULT_MUNICIPALITY_TAX_RATE } from "@/lib/pricing/price-breakdown";
import { pageAccess } from "@/server/auth/page-guard";
import { listStateFees } from "@/server/state-fees/list-state-fees";
import { listLocalPremiumTaxes } from "@/server/state-fees/list-local-premium-taxes";

export const metadata = { title: "State fees" };

/** A fraction ("0.0494") as a percent with two or three decimals ("4.94%", "0.175%"). */
const fractionAsPercent = (value: string) => formatPercent(value, { minDecimals: 2, maxDecimals: 3 });

const th =
  "sticky top-0 z-10 whitespace-nowrap border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600";
const td = "border-b border-slate-100 px-4 py-2.5 align-baseline";
/** The cell of a row's "Edit" action. */
const actionTd = `${td} py-1.5 text-right align-middle`;
const none = <span className="text-slate-400">—</span>;

type Column = { title: string; align: "left" | "right" };

/**
 * One of the page's tables: its header row stays in view while the rows scroll inside the card,
 * and a last column, unnamed on screen, holds each row's "Edit" action. EmptyState without rows.
 */
function SettingsTable({
  label,
  columns,
  rowCount,
  className,
  children,
}: {
  label: string;
  columns: Column[];
  rowCount: number;
  className: string;
  children: ReactNode;
}) {
  if (rowCount === 0) return <EmptyState />;
  return (
    <div className={`max-h-[calc(100dvh-13rem)] overflow-auto ${className}`}>
      <table aria-label={label} className="w-full border-separate border-spacing-0 text-sm text-slate-700">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.title} scope="col" className={`${th} ${c.align === "right" ? "text-right" : "text-left"}`}>
                {c.title}
              </th>
            ))}
            <th scope="col" className={`${th} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export default async function StateFeesPage() {
  const { actor, allowed } = await pageAccess("read", "StateFee");
  if (!allowed) return <Forbidden />;
  const [fees, localTaxes] = await Promise.all([listStateFees(actor), listLocalPremiumTaxes(actor)]);

  return (
    <div>
      <PageHeader
        title="State fees"
        description="Surplus-lines premium tax and stamping fee of each state, applied to the invoice from the insured's state. Edit a state to change them and to see its history."
      />
      <Card>
        <SettingsTable
          label="State fees"
          rowCount={fees.length}
          className="rounded-md"
          columns={[
            { title: "State", align: "left" },
            { title: "Name", align: "left" },
            { title: "Tax", align: "right" },
            { title: "Stamping fee", align: "right" },
            { title: "Municipal tax", align: "left" },
            { title: "Description", align: "left" },
          ]}
        >
          {fees.map((fee) => (
            <tr key={fee.id} className="hover:bg-slate-50">
              <td className={`${td} font-semibold text-slate-900`}>{fee.state}</td>
              <td className={`${td} whitespace-nowrap font-medium text-slate-900`}>{fee.name}</td>
              <td className={`${td} text-right tabular-nums`}>{fractionAsPercent(fee.tax)}</td>
              <td className={`${td} text-right tabular-nums`}>{fractionAsPercent(fee.stampingFee)}</td>
              <td className={td}>
                {fee.municipalityTax ? (
                  <a href="#local-premium-tax" className="hover:underline">
                    <Badge tone="waiting">Separate line</Badge>
                  </a>
                ) : (
                  none
                )}
              </td>
              <td className={`${td} min-w-80 text-slate-600`}>{fee.description || none}</td>
              <td className={actionTd}>
                <StateFeeEditAction fee={fee} />
              </td>
            </tr>
          ))}
        </SettingsTable>
      </Card>

      <Card id="local-premium-tax" className="mt-6 scroll-mt-4" data-testid="local-premium-tax">
        <CardHeader
          title="Kentucky local government premium tax"
          description={`Charged on Kentucky policies as a separate invoice line, at the rate of the city or county where the event or promotion takes place (KRS 91A.080, class "All other risks"). A city inside a county that taxes its cities too pays the higher of the two rates. A city not listed is charged the default rate of ${fractionAsPercent(KENTUCKY_DEFAULT_MUNICIPALITY_TAX_RATE)}. Check the rates against the Kentucky Department of Insurance schedule published each April.`}
        />
        <SettingsTable
          label="Kentucky local government premium tax"
          rowCount={localTaxes.length}
          className="rounded-b-md"
          columns={[
            { title: "Jurisdiction", align: "left" },
            { title: "County", align: "left" },
            { title: "Rate", align: "right" },
            { title: "Note", align: "left" },
          ]}
        >
          {localTaxes.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50" data-testid="local-premium-tax-row">
              <th scope="row" className={`${td} whitespace-nowrap text-left font-medium text-slate-900`}>
                {row.name}
                {row.kind === "COUNTY" && (
                  <span className="block text-xs font-normal text-slate-500">
                    {row.withinCities ? "County, inside its cities too" : "County, outside its cities"}
                  </span>
                )}
              </th>
              <td className={`${td} whitespace-nowrap`}>{row.county}</td>
              <td className={`${td} text-right tabular-nums`} data-testid="local-premium-tax-rate">
                {fractionAsPercent(row.rate)}
              </td>
              <td className={`${td} min-w-64 text-slate-600`}>{row.note || none}</td>
              <td className={actionTd}>
                <LocalPremiumTaxEditAction row={row} />
              </td>
            </tr>
          ))}
        </SettingsTable>
      </Card>
    </div>
  );
}
