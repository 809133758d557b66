import * as raterApi from "@/lib/api/operations/rater";
import { apiRoute } from "@/server/http/api-route";
import { getPricingTerms } from "@/server/pricing/pricing-terms";

export const GET = apiRoute(raterApi.getPricingTerms, async ({ actor, query }) => ({ data: await getPricingTerms(actor, query) }));
