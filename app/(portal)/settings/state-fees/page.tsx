import { Card, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Forbidden } from "@/components/shell/forbidden";
import { LocalPremiumTaxEditAction } from "@/components/settings/settings-edit-actions";
import { fractionAsPercent, noValue, settingsActionTd, SettingsTable, settingsTd } from "@/components/settings/settings-table";
import { StateFeesTable } from "@/components/settings/state-fees-table";
import { KENTUCKY_DEFAULT_MUNICIPALITY_TAX_RATE } from "@/lib/pricing/price-breakdown";
import { pageAccess } from "@/server/auth/page-guard";
import { listStateFees } from "@/server/state-fees/list-state-fees";
import { listLocalPremiumTaxes } from "@/server/state-fees/list-local-premium-taxes";

export const metadata = { title: "State fees" };

const td = settingsTd;

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
        <StateFeesTable fees={fees} />
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
              <td className={`${td} min-w-64 text-slate-600`}>{row.note || noValue}</td>
              <td className={settingsActionTd}>
                <LocalPremiumTaxEditAction row={row} />
              </td>
            </tr>
          ))}
        </SettingsTable>
      </Card>
    </div>
  );
}
