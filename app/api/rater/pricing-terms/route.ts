import { pricingTermsQuerySchema } from "@/lib/pricing/pricing-terms-query";
import { apiHandler } from "@/server/http/api-handler";
import { parseInput } from "@/server/http/parse-input";
import { getPricingTerms } from "@/server/pricing/pricing-terms";

export const GET = apiHandler({ can: ["create", "Quotation"] }, async ({ req, actor }) => {
  const query = parseInput(pricingTermsQuerySchema, Object.fromEntries(req.nextUrl.searchParams));
  return { data: await getPricingTerms(actor, query) };
});
