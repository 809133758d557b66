import { callApi } from "@/lib/api/client";
import * as signingApi from "@/lib/api/operations/signing";
import type { SigningLinkIntent } from "@/lib/signing/signing-link";

/** The quotation's signing link, handed out for `intent` (POST /api/quotation/{id}/signing-link). */
export const requestLink = (quotationId: number, intent: SigningLinkIntent) =>
  callApi(signingApi.createSigningLink, { params: { quotationId }, body: { intent } }).then((r) => r.data);
