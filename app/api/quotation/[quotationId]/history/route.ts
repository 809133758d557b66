import { apiHandler } from "@/server/http/api-handler";
import { listQuotationHistory } from "@/server/quotations/list-quotation-history";

type Params = { quotationId: string };

export const GET = apiHandler<Params>({}, async ({ params, actor }) => ({ data: await listQuotationHistory(actor, params.quotationId) }));
