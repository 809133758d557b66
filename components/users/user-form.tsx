"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, type FieldPath } from "react-hook-form";
import { ApiError, callApi } from "@/lib/api/client";
import * as usersApi from "@/lib/api/operations/users";
import {
  COUNTRIES,
  COUNTRY_LABELS,
  DATE_FORMATS,
  LANGUAGES,
  LANGUAGE_LABELS,
  PERMISSION_LEVELS,
  PERMISSION_LEVEL_LABELS,
  ROLE_LABELS,
  TIME_FORMATS,
  TIME_ZONE_CODES,
  USER_ROLES,
  USER_ROLE_FOR_COMPANY,
  TIME_ZONE_LABELS,
  type CompanyRoleName,
} from "@/lib/users/user-labels";
import type { UserCreateInput, UserCreateValues } from "@/lib/users/user-schema";
import type { UserRecord } from "@/lib/users/user-dto";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useSnackbar } from "@/components/ui/snackbar";
import { FORM_ERROR, showApiErrors } from "@/components/forms/api-errors";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";

export type CompanyChoice = { id: number; name: string; agencyCode: string | null; role: CompanyRoleName; enabled: boolean };

type FormValues = UserCreateInput;
type Field = FieldPath<FormValues>;

const COMPANY_GROUPS: { role: CompanyRoleName; label: string }[] = [
  { role: "BROKER", label: "Broker companies" },
  { role: "UNDERWRITER", label: "Underwriter companies" },
  { role: "ADMIN", label: "Admin companies" },
];

const EMPTY: FormValues = {
  firstName: "",
  lastName: "",
  email: "",
  role: "" as FormValues["role"],
  companyId: "",
  permissionLevel: "VIEW_COMPANY_INDICATIONS",
  enabled: true,
  accessStartDate: "",
  accessEndDate: "",
  timeZone: "EST",
  language: "EN",
  country: "USA",
  dateFormat: "MM/dd/yyyy",
  timeFormat: "HH:mm",
  licenceNumber: "",
};

function formValuesOf(user: UserRecord): FormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    companyId: String(user.company.id),
    permissionLevel: user.permissionLevel,
    enabled: user.enabled,
    accessStartDate: user.accessStartDate ?? "",
    accessEndDate: user.accessEndDate ?? "",
    timeZone: user.timeZone as FormValues["timeZone"],
    language: user.language as FormValues["language"],
    country: user.country as FormValues["country"],
    dateFormat: user.dateFormat as FormValues["dateFormat"],
    timeFormat: user.timeFormat as FormValues["timeFormat"],
    licenceNumber: user.licenceNumber ?? "",
  };
}

const FIELDS = Object.keys(EMPTY);

// Asked only when a save disables the user: Radix and the dialog load when the Save button is
// pointed at or focused, or at the latest then (issue 16 §3).
const loadDialog = () => import("@/components/ui/dialog");
const ConfirmDialog = React.lazy(() => loadDialog().then((m) => ({ default: m.ConfirmDialog })));

const resolver = lazyZodResolver<FormValues, UserCreateValues>(() => import("@/lib/users/user-schema").then((m) => m.userCreateSchema));

/**
 * The user form of /users/create and /users/{id} (admin). The shared schema checks it in the browser;
 * the server's answers (a taken email, a role that does not fit the company, a stale version) are
 * shown at their fields, with the spec's form error in a snackbar.
 */
export function UserForm({
  companies,
  user,
  isSelf = false,
}: {
  companies: CompanyChoice[];
  /** The user to edit; without it the form creates one. */
  user?: UserRecord;
  /** Editing one's own account: enabled and role cannot be changed. */
  isSelf?: boolean;
}) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const editing = Boolean(user);
  const [version, setVersion] = React.useState(user?.updatedAt);
  const [formError, setFormError] = React.useState<string | null>(null);
  const [confirmDisable, setConfirmDisable] = React.useState<UserCreateValues | null>(null);
  // Mounted from the first confirmation on, so that it closes as a dialog does.
  const [confirmMounted, setConfirmMounted] = React.useState(false);
  const form = useForm<FormValues, unknown, UserCreateValues>({
    resolver,
    defaultValues: user ? formValuesOf(user) : EMPTY,
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const save = async (values: UserCreateValues) => {
    setFormError(null);
    try {
      if (user) {
        const { data } = await callApi(usersApi.updateUser, { params: { userId: user.id }, body: { ...values, updatedAt: version } });
        setVersion(data.updatedAt);
        form.reset(formValuesOf(data));
        snackbar.show("User saved", "success");
        router.refresh();
      } else {
        const { data } = await callApi(usersApi.createUser, { body: values });
        snackbar.show(`User created. An invitation was sent to ${data.email}`, "success");
        router.push(`/users/${data.id}`);
      }
    } catch (error) {
      const { atFields, message } = showApiErrors(error, { form, fields: FIELDS });
      // A refusal the server explains (4xx) is shown above the form; a failure of the server only in the snackbar.
      if (!atFields && error instanceof ApiError && error.status >= 400 && error.status < 500) setFormError(message);
      snackbar.show(FORM_ERROR, "error");
      throw error;
    }
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      // Disabling someone signs them out at once: ask first.
      if (user?.enabled && !values.enabled) {
        setConfirmDisable(values);
        setConfirmMounted(true);
        return;
      }
      await save(values).catch(() => undefined);
    },
    () => snackbar.show(FORM_ERROR, "error"),
  );

  const companyField = form.register("companyId", {
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
      // The role follows the company's role; choosing a company sets it.
      const company = companies.find((c) => String(c.id) === event.target.value);
      if (company && !isSelf)
        form.setValue("role", USER_ROLE_FOR_COMPANY[company.role], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    },
  });

  const text = (name: "firstName" | "lastName" | "email", label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <FormField label={label} htmlFor={name} error={errors[name]?.message} required>
      <Input
        id={name}
        aria-invalid={!!errors[name]}
        aria-describedby={fieldDescribedBy(name, { error: errors[name]?.message })}
        {...props}
        {...form.register(name)}
      />
    </FormField>
  );
  const describedBy = (name: Field, hasHint = false) =>
    fieldDescribedBy(name, { error: errors[name]?.message, hint: hasHint && !errors[name] });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? "Edit user" : "Create user"} className="space-y-6">
      {formError && (
        <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="form-error">
          {formError}
        </p>
      )}
      <Card>
        <CardHeader title="Person" description={editing ? undefined : "The invitation email goes to this address."} />
        <CardBody className="grid items-start gap-4 sm:grid-cols-2">
          {text("firstName", "First name", { autoComplete: "off" })}
          {text("lastName", "Last name", { autoComplete: "off" })}
          <div className="sm:col-span-2">{text("email", "Email", { type: "email", autoComplete: "off", inputMode: "email" })}</div>
          {/* A broker's producer licence number, printed in the producer block of its policies (D81). */}
          {form.watch("role") === "ROLE_BROKER" || form.getValues("licenceNumber") ? (
            <FormField
              label="Producer licence number"
              htmlFor="licenceNumber"
              error={errors.licenceNumber?.message}
              hint="Optional. Printed with the broker's name in the producer block of its policies."
              className="sm:col-span-2"
            >
              <Input
                id="licenceNumber"
                autoComplete="off"
                maxLength={30}
                aria-invalid={!!errors.licenceNumber}
                aria-describedby={describedBy("licenceNumber", true)}
                {...form.register("licenceNumber")}
              />
            </FormField>
          ) : null}
        </CardBody>
      </Card>

      <Card>
        <CardHeader title="Company and access" />
        <CardBody className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Company" htmlFor="companyId" error={errors.companyId?.message} required>
            <Select
              id="companyId"
              placeholder="Choose a company"
              aria-invalid={!!errors.companyId}
              aria-describedby={describedBy("companyId")}
              disabled={isSelf}
              {...companyField}
            >
              {COMPANY_GROUPS.map((group) => {
                const options = companies.filter((c) => c.role === group.role);
                if (options.length === 0) return null;
                return (
                  <optgroup key={group.role} label={group.label}>
                    {options.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                        {c.agencyCode ? ` (${c.agencyCode})` : ""}
                        {c.enabled ? "" : " — disabled"}
                      </option>
                    ))}
                  </optgroup>
                );
              })}
            </Select>
          </FormField>
          <FormField
            label="Role"
            htmlFor="role"
            error={errors.role?.message}
            hint={
              errors.role
                ? undefined
                : isSelf
                  ? "You cannot change your own role."
                  : "Follows the company: broker companies have brokers, and so on."
            }
            required
          >
            <Select
              id="role"
              placeholder="Choose a role"
              aria-invalid={!!errors.role}
              aria-describedby={describedBy("role", true)}
              disabled={isSelf}
              {...form.register("role")}
            >
              {USER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            label="Permission level"
            htmlFor="permissionLevel"
            error={errors.permissionLevel?.message}
            hint="Which quotations and policies a broker sees."
          >
            <Select
              id="permissionLevel"
              aria-invalid={!!errors.permissionLevel}
              aria-describedby={describedBy("permissionLevel", true)}
              {...form.register("permissionLevel")}
            >
              {PERMISSION_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {PERMISSION_LEVEL_LABELS[level]}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="sm:pt-7">
            <Checkbox
              id="enabled"
              label="Enabled"
              description={
                isSelf ? "You cannot disable your own account." : "Disabled users cannot sign in; disabling signs them out at once."
              }
              disabled={isSelf}
              {...form.register("enabled")}
            />
          </div>
          <FormField
            label="Access start date"
            htmlFor="accessStartDate"
            error={errors.accessStartDate?.message}
            hint="Optional. No sign-in before this day."
          >
            <Input
              id="accessStartDate"
              type="date"
              min="1900-01-01"
              max="2099-12-31"
              aria-invalid={!!errors.accessStartDate}
              aria-describedby={describedBy("accessStartDate", true)}
              {...form.register("accessStartDate")}
            />
          </FormField>
          <FormField
            label="Access end date"
            htmlFor="accessEndDate"
            error={errors.accessEndDate?.message}
            hint="Optional. No sign-in after this day."
          >
            <Input
              id="accessEndDate"
              type="date"
              min="1900-01-01"
              max="2099-12-31"
              aria-invalid={!!errors.accessEndDate}
              aria-describedby={describedBy("accessEndDate", true)}
              {...form.register("accessEndDate")}
            />
          </FormField>
        </CardBody>
      </Card>

      <Card>
        <CardHeader title="Preferences" description="How dates and times are shown to this user." />
        <CardBody className="grid items-start gap-4 sm:grid-cols-3">
          <FormField label="Time zone" htmlFor="timeZone" error={errors.timeZone?.message}>
            <Select id="timeZone" aria-invalid={!!errors.timeZone} {...form.register("timeZone")}>
              {TIME_ZONE_CODES.map((code) => (
                <option key={code} value={code}>
                  {TIME_ZONE_LABELS[code]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Language" htmlFor="language" error={errors.language?.message}>
            <Select id="language" {...form.register("language")}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_LABELS[code]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Country" htmlFor="country" error={errors.country?.message}>
            <Select id="country" {...form.register("country")}>
              {COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {COUNTRY_LABELS[code]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Date format" htmlFor="dateFormat" error={errors.dateFormat?.message}>
            <Select id="dateFormat" {...form.register("dateFormat")}>
              {DATE_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {format}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Time format" htmlFor="timeFormat" error={errors.timeFormat?.message}>
            <Select id="timeFormat" {...form.register("timeFormat")}>
              {TIME_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {format} (24-hour)
                </option>
              ))}
            </Select>
          </FormField>
        </CardBody>
        <CardFooter>
          {editing ? (
            <Button type="button" variant="secondary" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
              Discard changes
            </Button>
          ) : (
            <Link href="/users" className={buttonClasses({ variant: "secondary" })}>
              Cancel
            </Link>
          )}
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={editing && !isDirty}
            onPointerEnter={editing ? () => void loadDialog() : undefined}
            onFocus={editing ? () => void loadDialog() : undefined}
          >
            {editing ? "Save changes" : "Create user"}
          </Button>
        </CardFooter>
      </Card>

      {user && confirmMounted && (
        <React.Suspense fallback={null}>
          <ConfirmDialog
            open={confirmDisable !== null}
            onOpenChange={(open) => (open ? undefined : setConfirmDisable(null))}
            title={`Disable ${user.firstName} ${user.lastName}?`}
            description="They are signed out at once and cannot sign in until an admin enables them again."
            confirmLabel="Disable user"
            destructive
            onConfirm={async () => {
              if (confirmDisable) await save(confirmDisable);
            }}
          />
        </React.Suspense>
      )}
    </form>
  );
}
