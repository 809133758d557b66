"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
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
import type { UserCreateValues } from "@/lib/users/user-schema";
import type { UserRecord } from "@/lib/users/user-dto";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useSnackbar } from "@/components/ui/snackbar";
import { FORM_ERROR, showApiErrors } from "@/components/forms/api-errors";
import { useSchemaForm } from "@/components/forms/use-schema-form";

export type CompanyChoice = { id: number; name: string; agencyCode: string | null; role: CompanyRoleName; enabled: boolean };

/** The form's values, in its order: every control's value is text, but for `enabled`. */
type FormValues = {
  firstName: string;
  lastName: string;
  email: string;
  licenceNumber: string;
  companyId: string;
  role: UserCreateValues["role"] | "";
  permissionLevel: UserCreateValues["permissionLevel"];
  enabled: boolean;
  accessStartDate: string;
  accessEndDate: string;
  timeZone: UserCreateValues["timeZone"];
  language: UserCreateValues["language"];
  country: UserCreateValues["country"];
  dateFormat: UserCreateValues["dateFormat"];
  timeFormat: UserCreateValues["timeFormat"];
};
type Field = keyof FormValues;

const COMPANY_GROUPS: { role: CompanyRoleName; label: string }[] = [
  { role: "BROKER", label: "Broker companies" },
  { role: "UNDERWRITER", label: "Underwriter companies" },
  { role: "ADMIN", label: "Admin companies" },
];

const EMPTY: FormValues = {
  firstName: "",
  lastName: "",
  email: "",
  licenceNumber: "",
  companyId: "",
  role: "",
  permissionLevel: "VIEW_COMPANY_INDICATIONS",
  enabled: true,
  accessStartDate: "",
  accessEndDate: "",
  timeZone: "EST",
  language: "EN",
  country: "USA",
  dateFormat: "MM/dd/yyyy",
  timeFormat: "HH:mm",
};

function formValuesOf(user: UserRecord): FormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    licenceNumber: user.licenceNumber ?? "",
    companyId: String(user.company.id),
    role: user.role,
    permissionLevel: user.permissionLevel,
    enabled: user.enabled,
    accessStartDate: user.accessStartDate ?? "",
    accessEndDate: user.accessEndDate ?? "",
    timeZone: user.timeZone as FormValues["timeZone"],
    language: user.language as FormValues["language"],
    country: user.country as FormValues["country"],
    dateFormat: user.dateFormat as FormValues["dateFormat"],
    timeFormat: user.timeFormat as FormValues["timeFormat"],
  };
}

const FIELDS = Object.keys(EMPTY);

// Asked only when a save disables the user: Radix and the dialog load when the Save button is
// pointed at or focused, or at the latest then (issue 16 §3).
const loadDialog = () => import("@/components/ui/dialog");
const ConfirmDialog = React.lazy(() => loadDialog().then((m) => ({ default: m.ConfirmDialog })));

const loadSchema = () => import("@/lib/users/user-schema").then((m) => m.userCreateSchema);

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
  const { values, errors, isSubmitting, dirty, register, setValue, handleSubmit, reset, form } = useSchemaForm({
    initial: user ? formValuesOf(user) : EMPTY,
    loadSchema,
  });

  const save = async (values: UserCreateValues) => {
    setFormError(null);
    try {
      if (user) {
        const { data } = await callApi(usersApi.updateUser, { params: { userId: user.id }, body: { ...values, updatedAt: version } });
        setVersion(data.updatedAt);
        reset(formValuesOf(data));
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

  const onSubmit = handleSubmit(
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

  const companyField = register("companyId");
  const onCompanyChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    companyField.onChange(event);
    // The role follows the company's role; choosing a company sets it.
    const company = companies.find((c) => String(c.id) === event.target.value);
    if (company && !isSelf) setValue("role", USER_ROLE_FOR_COMPANY[company.role]);
  };

  const text = (name: "firstName" | "lastName" | "email", label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <FormField label={label} htmlFor={name} error={errors[name]} required>
      <Input
        aria-invalid={!!errors[name]}
        aria-describedby={fieldDescribedBy(name, { error: errors[name] })}
        {...props}
        {...register(name)}
      />
    </FormField>
  );
  const describedBy = (name: Field, hasHint = false) => fieldDescribedBy(name, { error: errors[name], hint: hasHint && !errors[name] });

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
          {/* A broker's producer license number, printed in the producer block of its policies (D81). */}
          {values.role === "ROLE_BROKER" || values.licenceNumber ? (
            <FormField
              label="Producer license number"
              htmlFor="licenceNumber"
              error={errors.licenceNumber}
              hint="Optional. Printed with the broker's name in the producer block of its policies."
              className="sm:col-span-2"
            >
              <Input
                autoComplete="off"
                maxLength={30}
                aria-invalid={!!errors.licenceNumber}
                aria-describedby={describedBy("licenceNumber", true)}
                {...register("licenceNumber")}
              />
            </FormField>
          ) : null}
        </CardBody>
      </Card>

      <Card>
        <CardHeader title="Company and access" />
        <CardBody className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Company" htmlFor="companyId" error={errors.companyId} required>
            <Select
              placeholder="Choose a company"
              aria-invalid={!!errors.companyId}
              aria-describedby={describedBy("companyId")}
              disabled={isSelf}
              {...companyField}
              onChange={onCompanyChange}
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
            error={errors.role}
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
              placeholder="Choose a role"
              aria-invalid={!!errors.role}
              aria-describedby={describedBy("role", true)}
              disabled={isSelf}
              {...register("role")}
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
            error={errors.permissionLevel}
            hint="Which quotations and policies a broker sees."
          >
            <Select
              aria-invalid={!!errors.permissionLevel}
              aria-describedby={describedBy("permissionLevel", true)}
              {...register("permissionLevel")}
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
              name="enabled"
              checked={values.enabled}
              onChange={(event) => setValue("enabled", event.target.checked)}
            />
          </div>
          <FormField
            label="Access start date"
            htmlFor="accessStartDate"
            error={errors.accessStartDate}
            hint="Optional. No sign-in before this day."
          >
            <Input
              type="date"
              min="1900-01-01"
              max="2099-12-31"
              aria-invalid={!!errors.accessStartDate}
              aria-describedby={describedBy("accessStartDate", true)}
              {...register("accessStartDate")}
            />
          </FormField>
          <FormField
            label="Access end date"
            htmlFor="accessEndDate"
            error={errors.accessEndDate}
            hint="Optional. No sign-in after this day."
          >
            <Input
              type="date"
              min="1900-01-01"
              max="2099-12-31"
              aria-invalid={!!errors.accessEndDate}
              aria-describedby={describedBy("accessEndDate", true)}
              {...register("accessEndDate")}
            />
          </FormField>
        </CardBody>
      </Card>

      <Card>
        <CardHeader title="Preferences" description="How dates and times are shown to this user." />
        <CardBody className="grid items-start gap-4 sm:grid-cols-3">
          <FormField label="Time zone" htmlFor="timeZone" error={errors.timeZone}>
            <Select aria-invalid={!!errors.timeZone} {...register("timeZone")}>
              {TIME_ZONE_CODES.map((code) => (
                <option key={code} value={code}>
                  {TIME_ZONE_LABELS[code]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Language" htmlFor="language" error={errors.language}>
            <Select {...register("language")}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_LABELS[code]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Country" htmlFor="country" error={errors.country}>
            <Select {...register("country")}>
              {COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {COUNTRY_LABELS[code]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Date format" htmlFor="dateFormat" error={errors.dateFormat}>
            <Select {...register("dateFormat")}>
              {DATE_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {format}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Time format" htmlFor="timeFormat" error={errors.timeFormat}>
            <Select {...register("timeFormat")}>
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
            <Button type="button" variant="secondary" disabled={!dirty || isSubmitting} onClick={() => reset()}>
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
            disabled={editing && !dirty}
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
