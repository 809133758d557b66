"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { RotateCcw, TriangleAlert } from "lucide";
import { Icon } from "@/components/ui/icon";
import { ApiError, callApi } from "@/lib/api/client";
import * as companiesApi from "@/lib/api/operations/companies";
import { COMPANY_ROLES, COMPANY_ROLE_LABELS, LOGO_ACCEPT, LOGO_RULES_HINT, type CompanyRoleName } from "@/lib/companies/company-labels";
import type { CreateCompany, UpdateCompany } from "@/lib/companies/company-schema";
import type { CompanyDetails } from "@/lib/companies/company-dto";
import type { z } from "zod";
import { US_STATES } from "@/lib/geo/us-states";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { useSnackbar } from "@/components/ui/snackbar";
import { errorText, showApiErrors } from "@/components/forms/api-errors";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { uploadLogo, rememberLogoWarning } from "./logo-upload";

/** The form's values, in its order; the address's fields are named with dots, as the API's messages name them. */
type Values = {
  name: string;
  agencyCode: string;
  email: string;
  role: CompanyRoleName | "";
  commission: string;
  enabled: boolean;
  "address.street": string;
  "address.city": string;
  "address.state": string;
  "address.zipCode": string;
};

const EMPTY: Values = {
  name: "",
  agencyCode: "",
  email: "",
  role: "",
  commission: "0",
  enabled: true,
  "address.street": "",
  "address.city": "",
  "address.state": "",
  "address.zipCode": "",
};

function valuesOf(company: CompanyDetails): Values {
  return {
    name: company.name,
    agencyCode: company.agencyCode ?? "",
    email: company.email ?? "",
    role: company.role,
    commission: company.commission ?? "0",
    enabled: company.enabled,
    "address.street": company.address.street ?? "",
    "address.city": company.address.city ?? "",
    "address.state": company.address.state ?? "",
    "address.zipCode": company.address.zipCode ?? "",
  };
}

const FIELDS = Object.keys(EMPTY);

// The API's schemas, loaded at the first validation.
const loadSchemas = () => import("@/lib/companies/company-schema");
const loadCreateSchema = () => loadSchemas().then((m): z.ZodType<Record<string, unknown>> => m.createCompanySchema);
const loadUpdateSchema = () => loadSchemas().then((m): z.ZodType<Record<string, unknown>> => m.updateCompanySchema);

// Asked only when a save disables the company: Radix and the dialog load when the Save button is
// pointed at or focused, or at the latest then (issue 16 §3).
const loadDialog = () => import("@/components/ui/dialog");
const ConfirmDialog = React.lazy(() => loadDialog().then((m) => ({ default: m.ConfirmDialog })));

type Props =
  | { mode: "create" }
  | { mode: "edit"; company: CompanyDetails; /** The signed-in admin's own company cannot be disabled. */ isOwnCompany: boolean };

/** Create and edit form of a company (spec §3, §5), validated with the schema the API uses. */
export function CompanyForm(props: Props) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const editing = props.mode === "edit" ? props.company : null;
  const { values, errors, isSubmitting, dirty, register, setValue, handleSubmit, reset, form } = useSchemaForm({
    initial: editing ? valuesOf(editing) : EMPTY,
    loadSchema: editing ? loadUpdateSchema : loadCreateSchema,
  });
  const [version, setVersion] = React.useState(editing?.version);
  React.useEffect(() => setVersion(editing?.version), [editing?.version]);
  const [stale, setStale] = React.useState<string | null>(null);
  const [logo, setLogo] = React.useState<File | null>(null);
  const [confirming, setConfirming] = React.useState<Record<string, unknown> | null>(null);
  // Mounted from the first confirmation on, so that it closes as a dialog does.
  const [confirmMounted, setConfirmMounted] = React.useState(false);

  const roleLocked = Boolean(editing && editing.usersCount > 0);
  const enabledLocked = Boolean(editing && props.mode === "edit" && props.isOwnCompany);

  function showServerError(error: unknown) {
    // A change made meanwhile by someone else (409 without a field) is shown above the form, with a reload.
    if (error instanceof ApiError && error.code === "CONFLICT" && !error.details?.length) return setStale(errorText(error));
    showApiErrors(error, {
      form,
      fields: FIELDS,
      snackbar,
      what: editing ? "Could not save the company" : "Could not create the company",
      fieldsSnackbar: null,
    });
  }

  async function create(values: Record<string, unknown>) {
    let created: CompanyDetails;
    try {
      // The form ran createCompanySchema (the resolver is the mode's schema), so these are its values.
      created = (await callApi(companiesApi.createCompany, { body: values as CreateCompany })).data;
    } catch (error) {
      showServerError(error);
      return;
    }
    // The company is saved; a rejected logo does not undo it (spec §3): the details page warns.
    if (logo) {
      const rejected = await uploadLogo(created.id, logo);
      if (rejected) rememberLogoWarning(created.id, rejected);
      else snackbar.show("Company created", "success");
    } else {
      snackbar.show("Company created", "success");
    }
    router.push(`/companies/${created.id}`);
  }

  async function update(values: Record<string, unknown>) {
    setStale(null);
    try {
      const body = { ...(values as UpdateCompany), version };
      const { data } = await callApi(companiesApi.updateCompany, { params: { companyId: editing!.id }, body });
      setVersion(data.version);
      reset(valuesOf(data));
      snackbar.show("Company saved", "success");
      router.refresh();
    } catch (error) {
      showServerError(error);
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    if (!editing) return create(values);
    // Disabling signs the company's users out: ask first (DESIGN.md §10).
    if (editing.enabled && values.enabled === false && editing.usersCount > 0) {
      setConfirming(values);
      setConfirmMounted(true);
      return;
    }
    return update(values);
  });

  const text = (
    name: "name" | "agencyCode" | "email" | "address.street" | "address.city" | "address.zipCode",
    label: string,
    options: {
      required?: boolean;
      hint?: string;
      autoComplete?: string;
      className?: string;
      inputMode?: "decimal" | "numeric" | "email";
      maxLength?: number;
    } = {},
  ) => {
    const id = name.replace("address.", "");
    const error = errors[name];
    return (
      <FormField
        label={label}
        htmlFor={id}
        error={error}
        hint={error ? undefined : options.hint}
        required={options.required}
        className={cn("content-start", options.className)}
      >
        <Input
          autoComplete={options.autoComplete ?? "off"}
          inputMode={options.inputMode}
          maxLength={options.maxLength}
          aria-invalid={!!error}
          aria-required={options.required || undefined}
          aria-describedby={fieldDescribedBy(id, { error, hint: error ? undefined : options.hint })}
          {...register(name)}
          id={id}
        />
      </FormField>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? "Edit company" : "Create company"}>
      {stale ? (
        <div
          data-testid="stale-warning"
          className="mx-4 mt-4 flex items-start gap-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
        >
          <Icon node={TriangleAlert} aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <p className="flex-1">{stale}</p>
          <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
            <Icon node={RotateCcw} aria-hidden />
            Reload
          </Button>
        </div>
      ) : null}

      <fieldset className="grid gap-4 px-4 py-4 sm:grid-cols-2">
        <legend className="sr-only">Company</legend>
        {text("name", "Name", { required: true, className: "sm:col-span-2", autoComplete: "organization" })}
        {text("agencyCode", "Agency code", { hint: "Unique; letters and digits, stored in capitals." })}
        {text("email", "Email", { inputMode: "email", autoComplete: "email" })}
        <FormField
          label="Role"
          htmlFor="role"
          className="content-start"
          required
          error={errors.role}
          hint={roleLocked ? "The role cannot change while the company has users." : undefined}
        >
          <Select
            disabled={roleLocked}
            aria-invalid={!!errors.role}
            aria-describedby={fieldDescribedBy("role", { error: errors.role, hint: roleLocked ? "x" : undefined })}
            {...register("role")}
          >
            <option value="" disabled>
              Choose a role
            </option>
            {COMPANY_ROLES.map((role) => (
              <option key={role} value={role}>
                {COMPANY_ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label="Commission (%)"
          htmlFor="commission"
          className="content-start"
          required
          error={errors.commission}
          hint={errors.commission ? undefined : "Percentage of the premium, e.g. 12.5; kept with two decimals."}
        >
          <div className="relative">
            <Input
              inputMode="decimal"
              autoComplete="off"
              className="pr-8 tabular-nums"
              aria-invalid={!!errors.commission}
              aria-describedby={fieldDescribedBy("commission", {
                error: errors.commission,
                hint: errors.commission ? undefined : "shown",
              })}
              {...register("commission")}
            />
            <span aria-hidden className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-slate-500">
              %
            </span>
          </div>
        </FormField>
        <div className="sm:col-span-2">
          <Switch
            id="enabled"
            label="Enabled"
            description={
              enabledLocked
                ? "Your own company stays enabled."
                : "Users of a disabled company cannot sign in; disabling it signs them out at once."
            }
            checked={values.enabled}
            onCheckedChange={(enabled) => setValue("enabled", enabled)}
            disabled={enabledLocked}
          />
          {errors.enabled ? (
            <p data-testid="field-error" className="mt-1 text-xs font-medium text-red-600">
              {errors.enabled}
            </p>
          ) : null}
        </div>
      </fieldset>

      <fieldset className="border-t border-slate-200 px-4 py-4">
        <legend className="sr-only">Address</legend>
        <h3 aria-hidden className="mb-3 text-sm font-semibold text-slate-900">
          Address
        </h3>
        <div className="grid gap-4 sm:grid-cols-6">
          {text("address.street", "Street", { className: "sm:col-span-6", autoComplete: "street-address" })}
          {text("address.city", "City", { className: "sm:col-span-2", autoComplete: "address-level2" })}
          <FormField label="State" htmlFor="state" error={errors["address.state"]} className="content-start sm:col-span-2">
            <Select
              aria-invalid={!!errors["address.state"]}
              aria-describedby={fieldDescribedBy("state", { error: errors["address.state"] })}
              {...register("address.state")}
              id="state"
            >
              <option value="">—</option>
              {US_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </Select>
          </FormField>
          {text("address.zipCode", "ZIP code", {
            className: "sm:col-span-2",
            inputMode: "numeric",
            autoComplete: "postal-code",
            maxLength: 5,
          })}
        </div>
      </fieldset>

      {!editing ? (
        <fieldset className="border-t border-slate-200 px-4 py-4">
          <legend className="sr-only">Logo</legend>
          <LogoPicker file={logo} onChange={setLogo} />
        </fieldset>
      ) : null}

      <div className="flex items-center justify-end gap-2 rounded-b-md border-t border-slate-200 bg-slate-50 px-4 py-3">
        {editing ? (
          <Button variant="ghost" disabled={!dirty || isSubmitting} onClick={() => reset(valuesOf(editing))}>
            Discard changes
          </Button>
        ) : (
          <Link href="/companies" className={buttonClasses({ variant: "secondary" })}>
            Cancel
          </Link>
        )}
        <Button
          type="submit"
          loading={isSubmitting}
          disabled={editing ? !dirty : false}
          onPointerEnter={editing ? () => void loadDialog() : undefined}
          onFocus={editing ? () => void loadDialog() : undefined}
        >
          {editing ? "Save changes" : "Create company"}
        </Button>
      </div>

      {editing && confirmMounted ? (
        <React.Suspense fallback={null}>
          <ConfirmDialog
            open={confirming !== null}
            onOpenChange={(open) => (open ? undefined : setConfirming(null))}
            title="Disable this company?"
            description={`Its ${editing.usersCount === 1 ? "user is" : `${editing.usersCount} users are`} signed out at once and cannot sign in until the company is enabled again.`}
            confirmLabel="Disable company"
            destructive
            onConfirm={async () => {
              const values = confirming;
              if (values) await update(values);
            }}
          />
        </React.Suspense>
      ) : null}
    </form>
  );
}

/** The optional logo of the create form: checked by the server after the company is saved. */
function LogoPicker({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const [preview, setPreview] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <div className="flex flex-wrap items-start gap-4">
      <div className="flex aspect-[3/2] w-36 items-center justify-center overflow-hidden rounded-md border border-dashed border-slate-300 bg-slate-50">
        {preview ? (
          <img src={preview} alt="Chosen logo" className="size-full object-contain" />
        ) : (
          <span className="text-xs text-slate-400">No logo</span>
        )}
      </div>
      <FormField label="Logo" htmlFor="logo" hint={LOGO_RULES_HINT} className="min-w-64 flex-1">
        <Input
          id="logo"
          type="file"
          accept={LOGO_ACCEPT}
          aria-describedby={fieldDescribedBy("logo", { hint: LOGO_RULES_HINT })}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      </FormField>
    </div>
  );
}
