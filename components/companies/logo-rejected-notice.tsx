"use client";

import * as React from "react";
import { TriangleAlert, X } from "lucide";
import { Icon } from "@/components/ui/icon";
import { takeLogoWarning } from "./logo-upload";

/** After the create form: "Company saved, but the logo was rejected: <reason>", until dismissed. */
export function LogoRejectedNotice({
  companyId,
  hasLogo,
}: {
  companyId: number;
  /** A logo uploaded since makes the warning moot. */ hasLogo: boolean;
}) {
  const [reason, setReason] = React.useState<string | null>(null);
  React.useEffect(() => setReason(takeLogoWarning(companyId)), [companyId]);
  if (!reason || hasLogo) return null;
  return (
    <div
      data-testid="logo-warning"
      role="status"
      className="mb-6 flex items-start gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <Icon node={TriangleAlert} aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <p className="flex-1">
        Company saved, but the logo was rejected: {reason}
        {/\.$/.test(reason) ? "" : "."} You can upload another one in the Logo card.
      </p>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => setReason(null)}
        className="-m-1 rounded p-1 text-amber-700 hover:bg-amber-100"
      >
        <Icon node={X} aria-hidden className="size-4" />
      </button>
    </div>
  );
}
