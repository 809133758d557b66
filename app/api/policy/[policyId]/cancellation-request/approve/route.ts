import * as policiesApi from "@/lib/api/operations/policies";
import { apiRoute } from "@/server/http/api-route";
import { approvePolicyCancellation } from "@/server/policies/approve-policy-cancellation";

export const POST = apiRoute(policiesApi.approvePolicyCancellation, async ({ params, actor }) => ({
  data: await approvePolicyCancellation(actor, params.policyId),
}));
