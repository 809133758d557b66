"use client";

import { callApi } from "@/lib/api/client";
import * as companiesApi from "@/lib/api/operations/companies";
import { serverMessage } from "@/components/forms/api-errors";

/** Uploads a logo (PUT /api/company/{id}/logo); answers the reason when the server rejects it. */
export async function uploadLogo(companyId: number, file: File): Promise<string | null> {
  const body = new FormData();
  body.append("file", file, file.name);
  try {
    await callApi(companiesApi.uploadCompanyLogo, { params: { companyId }, body });
    return null;
  } catch (error) {
    return serverMessage(error) ?? "The upload failed";
  }
}

// The create form saves the company, then uploads the logo; a rejection is shown on the company's
// page it goes to. The message crosses the navigation in sessionStorage, never in the URL.
const key = (companyId: number) => `company-logo-warning:${companyId}`;

export function rememberLogoWarning(companyId: number, reason: string) {
  try {
    window.sessionStorage.setItem(key(companyId), reason);
  } catch {
    // Storage can be unavailable (private mode); the logo card still shows that there is no logo.
  }
}

export function takeLogoWarning(companyId: number): string | null {
  try {
    const reason = window.sessionStorage.getItem(key(companyId));
    window.sessionStorage.removeItem(key(companyId));
    return reason;
  } catch {
    return null;
  }
}
