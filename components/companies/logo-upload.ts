"use client";

import { api } from "@/lib/api/client";
import { serverMessage } from "@/components/forms/api-errors";
import type { CompanyDetails } from "@/lib/companies/company-dto";

/** Uploads a logo (PUT /api/company/{id}/logo); answers the reason when the server rejects it. */
export async function uploadLogo(companyId: number, file: File): Promise<string | null> {
  const body = new FormData();
  body.append("file", file, file.name);
  try {
    await api<CompanyDetails>(`/company/${companyId}/logo`, { method: "PUT", body });
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
