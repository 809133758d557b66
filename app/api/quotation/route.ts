import * as quotationsApi from "@/lib/api/operations/quotations";
import { apiRoute } from "@/server/http/api-route";
import { createQuotationDraft } from "@/server/quotations/create-quotation-draft";
import { listQuotations } from "@/server/quotations/list-quotations";

export const GET = apiRoute(quotationsApi.listQuotations, async ({ req, actor }) => {
  const { items, pagination } = await listQuotations(actor, req.url);
  return { data: items, metadata: { pagination } };
});

/** A new draft (status NEW) from the wizard's first values. */
export const POST = apiRoute(quotationsApi.createQuotationDraft, async ({ actor, body }) => ({
  data: await createQuotationDraft(actor, body),
}));
