import { PageHeader } from "@/components/ui/page-header";
import { Forbidden } from "@/components/shell/forbidden";
import { InvoiceSettingsForm } from "@/components/settings/invoice-settings-form";
import { INVOICE_TEXT_LIMITS } from "@/lib/settings/config-schema";
import { pageAccess } from "@/server/auth/page-guard";
import { getAppConfig } from "@/server/settings/get-app-config";

export const metadata = { title: "Invoices" };

export default async function InvoiceSettingsPage() {
  const { allowed } = await pageAccess("update", "Config");
  if (!allowed) return <Forbidden />;
  const config = await getAppConfig();
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title="Invoices"
        description="What invoices and credit notes say about payment. Each one keeps what was set on the day it was issued."
      />
      <InvoiceSettingsForm
        limits={INVOICE_TEXT_LIMITS}
        initial={{
          invoicePaymentDays: String(config.invoicePaymentDays),
          invoicePaymentTerms: config.invoicePaymentTerms,
          invoiceRemittanceDetails: config.invoiceRemittanceDetails,
          creditNoteSettlement: config.creditNoteSettlement,
        }}
      />
    </div>
  );
}
