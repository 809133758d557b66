"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { ImageOff, TriangleAlert, Upload, X } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { CompanyDetails } from "@/lib/companies/company-dto";
import { LOGO_ACCEPT, LOGO_RULES_HINT } from "@/lib/companies/company-labels";
import { formatDateTime } from "@/lib/format/date-time";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useSnackbar } from "@/components/ui/snackbar";
import { takeLogoWarning, uploadLogo } from "./logo-upload";

type Formats = { timeZone?: string; dateFormat?: string; timeFormat?: string };

function size(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The company's logo: preview, file details and an upload that explains a rejection. */
export function CompanyLogoCard({ companyId, logo, formats }: { companyId: number; logo: CompanyDetails["logo"]; formats: Formats }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [file, setFile] = React.useState<File | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [uploading, setUploading] = React.useState(false);

  async function upload(event: React.FormEvent) {
    event.preventDefault();
    if (!file) {
      setError("Choose an image first");
      return;
    }
    setUploading(true);
    const rejected = await uploadLogo(companyId, file);
    setUploading(false);
    if (rejected) {
      setError(rejected);
      return;
    }
    setError(null);
    setFile(null);
    if (inputRef.current) inputRef.current.value = "";
    snackbar.show("Logo uploaded", "success");
    router.refresh();
  }

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
        <form onSubmit={upload} noValidate className="space-y-3" aria-label="Upload logo">
          <FormField label={logo ? "Replace logo" : "Logo file"} htmlFor="logo-file" error={error ?? undefined}>
            <Input
              ref={inputRef}
              id="logo-file"
              type="file"
              accept={LOGO_ACCEPT}
              aria-invalid={!!error}
              aria-describedby={fieldDescribedBy("logo-file", { error })}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(null);
              }}
            />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" variant="secondary" size="sm" loading={uploading} disabled={!file}>
              <Icon node={Upload} aria-hidden />
              Upload logo
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

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
