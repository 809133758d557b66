import * as raterApi from "@/lib/api/operations/rater";
import { apiRoute } from "@/server/http/api-route";
import { rateThresholdCurves } from "@/server/rater/threshold-curve";

export const POST = apiRoute(raterApi.rateThresholdCurves, async ({ body }) => ({ data: await rateThresholdCurves(body()) }));
