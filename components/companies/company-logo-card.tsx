import { ImageOff } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { CompanyDetails } from "@/lib/companies/company-dto";
import { LOGO_RULES_HINT } from "@/lib/companies/company-labels";
import { formatDateTime } from "@/lib/format/date-time";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { LogoUploadForm } from "./logo-upload-form";

type Formats = { timeZone?: string; dateFormat?: string; timeFormat?: string };

function size(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The company's logo: preview, file details and an upload that explains a rejection. A server
 * component: only the upload form is the client's (logo-upload-form.tsx).
 */
export function CompanyLogoCard({ companyId, logo, formats }: { companyId: number; logo: CompanyDetails["logo"]; formats: Formats }) {
  return (
    <Card>
      <CardHeader title="Logo" description={LOGO_RULES_HINT} />
      <CardBody className="space-y-4">
        <div className="mx-auto flex aspect-[3/2] w-full max-w-sm items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#fff_0%_50%)] bg-[length:16px_16px]">
          {logo ? (
            <img src={logo.url} alt="Company logo" data-testid="logo-preview" className="size-full object-contain" />
          ) : (
            <div className="flex flex-col items-center gap-1 text-slate-400">
              <Icon node={ImageOff} aria-hidden className="size-6" strokeWidth={1.5} />
              <span className="text-xs">No logo</span>
            </div>
          )}
        </div>
        {logo ? (
          <p className="text-xs text-slate-500">
            <span className="font-medium text-slate-700">{logo.fileName}</span> · {size(logo.size)} · uploaded{" "}
            <time dateTime={logo.uploadedAt}>{formatDateTime(logo.uploadedAt, formats)}</time>
          </p>
        ) : null}
        <LogoUploadForm companyId={companyId} hasLogo={logo !== null} />
      </CardBody>
    </Card>
  );
}
