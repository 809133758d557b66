import { redirect } from "next/navigation";

// /quotation/{id} is the quotation's details page.
export default async function QuotationPage({ params }: { params: Promise<{ quotationId: string }> }) {
  const { quotationId } = await params;
  redirect(`/quotation/${encodeURIComponent(quotationId)}/details`);
}
