"use client";

import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, Download } from "lucide";
import { Icon } from "@/components/ui/icon";
import { ApiError, callApi } from "@/lib/api/client";
import * as usersApi from "@/lib/api/operations/users";
import type { ValidationDetail } from "@/lib/api/errors";
import { IMPORT_HEADER } from "@/lib/users/user-labels";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useSnackbar } from "@/components/ui/snackbar";
import { listQueryKey } from "@/components/data-table/list-state";
import type { DialogState } from "@/components/ui/dialog-on-use";

const MAX_BYTES = 1024 * 1024;
const TEMPLATE = `${IMPORT_HEADER.join(",")}\nAnn,Archer,ann.archer@example.com,ROLE_BROKER,VIEW_COMPANY_INDICATIONS,BRIGHT01\n`;
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`;

const TITLES: Record<string, string> = {
  EMPTY_FILE: "The file has no users",
  CSV_DUPLICATED_EMAIL: "Some emails are used twice or already exist",
  VALIDATION_FAILURE: "Some lines of the file have problems",
};

type Failure = { title: string; message: string; details: ValidationDetail[] };

/** "row 3.email" → line 3, field email; "header" and "file" have no line. */
function splitPath(path: string): { line: string; field: string } {
  const match = /^row (\d+)(?:\.(.+))?$/.exec(path);
  if (match) return { line: match[1], field: match[2] ?? "—" };
  return { line: path === "header" ? "1" : "—", field: path === "header" ? "header" : "—" };
}

/**
 * "Import users": uploads a CSV file to POST /api/user/import. Nothing is created unless every
 * line is right, so the problems of every line are listed together; success closes the dialog,
 * reloads the list and says how many users were invited. Opened by import-users-action.tsx, which
 * mounts it afresh at each opening.
 */
export function ImportUsersDialog({ open, onOpenChange }: DialogState) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [file, setFile] = React.useState<File | null>(null);
  const [pending, setPending] = React.useState(false);
  const [failure, setFailure] = React.useState<Failure | null>(null);
  const inputId = React.useId();

  const upload = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setFailure(null);
    if (file.size > MAX_BYTES) {
      setFailure({ title: "File is invalid", message: "The file is larger than 1 MB.", details: [] });
      return;
    }
    setPending(true);
    try {
      const body = new FormData();
      body.append("file", file);
      const { data } = await callApi(usersApi.importUsers, { body });
      await queryClient.invalidateQueries({ queryKey: listQueryKey(usersApi.listUsers) });
      onOpenChange(false);
      snackbar.show(`Imported ${data.created} ${data.created === 1 ? "user" : "users"}. Each was sent an invitation.`, "success");
    } catch (error) {
      if (error instanceof ApiError && TITLES[error.code]) {
        const details = error.details ?? [];
        setFailure({
          title: TITLES[error.code],
          message: details.length > 1 ? "Nothing was imported. Correct these lines and upload the file again." : "Nothing was imported.",
          details,
        });
      } else {
        setFailure({
          title: "The file could not be imported",
          message: error instanceof ApiError ? error.message : "Something went wrong.",
          details: [],
        });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <DialogContent
        size="lg"
        title="Import users"
        description="Each line of a CSV file becomes a user who is emailed an invitation. If any line has a problem, nothing is imported."
        footer={
          <>
            <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form="import-users-form" loading={pending} disabled={!file}>
              Upload
            </Button>
          </>
        }
      >
        <form id="import-users-form" onSubmit={upload} className="space-y-4" noValidate>
          <div className="space-y-2 text-sm text-slate-600">
            <p>The first line must be exactly:</p>
            <code className="block overflow-x-auto rounded-md bg-slate-100 px-3 py-2 font-mono text-xs text-slate-800">
              {IMPORT_HEADER.join(",")}
            </code>
            <p>
              <span className="font-medium text-slate-700">role</span> is ROLE_BROKER, ROLE_UNDERWRITER or ROLE_ADMIN and must match the
              company; <span className="font-medium text-slate-700">permissionLevel</span> is VIEW_COMPANY_INDICATIONS or
              VIEW_MY_INDICATIONS; <span className="font-medium text-slate-700">company</span> is the company&apos;s name or agency code. At
              most 1 MB.
            </p>
            <a
              href={TEMPLATE_HREF}
              download="users-template.csv"
              className="inline-flex items-center gap-1 font-medium text-accent-700 hover:underline"
            >
              <Icon node={Download} aria-hidden className="size-4" />
              Download a template
            </a>
          </div>
          <FormField label="CSV file" htmlFor={inputId} required>
            <Input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setFailure(null);
              }}
              className="h-auto py-1.5"
            />
          </FormField>
          {failure && (
            <div className="rounded-md border border-red-200 bg-red-50 p-3" data-testid="import-errors">
              <div className="flex items-start gap-2">
                <Icon node={CircleAlert} aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-red-800">{failure.title}</p>
                  <p className="text-sm text-red-700">{failure.message}</p>
                </div>
              </div>
              {failure.details.length > 0 && (
                <div className="mt-3 max-h-64 overflow-auto rounded border border-red-200 bg-white">
                  <table className="w-full text-left text-xs" aria-label="Problems in the file">
                    <thead className="sticky top-0 bg-slate-50 text-slate-600">
                      <tr>
                        <th scope="col" className="px-2 py-1.5 font-semibold">
                          Line
                        </th>
                        <th scope="col" className="px-2 py-1.5 font-semibold">
                          Field
                        </th>
                        <th scope="col" className="px-2 py-1.5 font-semibold">
                          Problem
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {failure.details.map((detail, i) => {
                        const { line, field } = splitPath(detail.path);
                        return (
                          <tr key={`${detail.path}-${i}`} className="border-t border-slate-100" data-testid="import-error">
                            <td className="px-2 py-1.5 tabular-nums">{line}</td>
                            <td className="px-2 py-1.5 font-mono">{field}</td>
                            <td className="px-2 py-1.5 text-slate-800">{detail.message}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              )}
            </div>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
