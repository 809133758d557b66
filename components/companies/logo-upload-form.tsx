"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Upload } from "lucide";
import { Icon } from "@/components/ui/icon";
import { LOGO_ACCEPT } from "@/lib/companies/company-labels";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useSnackbar } from "@/components/ui/snackbar";
import { uploadLogo } from "./logo-upload";

/** The logo card's upload (company-logo-card.tsx): a rejection's reason shows under the file field. */
export function LogoUploadForm({ companyId, hasLogo }: { companyId: number; hasLogo: boolean }) {
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
    <form onSubmit={upload} noValidate className="space-y-3" aria-label="Upload logo">
      <FormField label={hasLogo ? "Replace logo" : "Logo file"} htmlFor="logo-file" error={error ?? undefined}>
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
  );
}
