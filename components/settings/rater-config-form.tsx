"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { callApi } from "@/lib/api/client";
import * as foundationApi from "@/lib/api/operations/foundation";
import { RATER_SECTIONS, type RaterFieldName, type RaterFieldUnit } from "@/lib/settings/rater-fields";
import { AffixInput } from "@/components/ui/affix-input";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { useSnackbar } from "@/components/ui/snackbar";
import { showApiErrors } from "@/components/forms/api-errors";
import { useSchemaForm } from "@/components/forms/use-schema-form";

// The schema module (zod) comes with the first submit; raterPatchFromForm, in the same module, is
// there by the time a valid form is sent.
const loadSchema = () => import("@/lib/settings/rater-form-schema");

const ALL_FIELDS = RATER_SECTIONS.flatMap((s) => s.fields.map((f) => f.name));

const AFFIX: Record<RaterFieldUnit, { prefix?: string; suffix?: string; inputMode: "numeric" | "decimal" }> = {
  dollars: { prefix: "$", inputMode: "numeric" },
  percent: { suffix: "%", inputMode: "decimal" },
  loading: { inputMode: "decimal" },
  days: { suffix: "days", inputMode: "numeric" },
  years: { suffix: "years", inputMode: "numeric" },
  miles: { suffix: "miles", inputMode: "numeric" },
};

const UNIT_HINT: Partial<Record<RaterFieldUnit, string>> = {
  dollars: "Whole dollars",
  percent: "Percent, two decimals",
};

/** Edits every rater option (spec §3 "Rater config"); only the changed fields are sent to PATCH /api/config. */
export function RaterConfigForm({ initial }: { initial: Record<RaterFieldName, string> }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const { errors, isSubmitting, dirtyFields, register, handleSubmit, form } = useSchemaForm({
    initial,
    loadSchema: () => loadSchema().then((m) => m.raterConfigFormSchema),
  });
  const onSubmit = handleSubmit(async (parsed) => {
    if (dirtyFields.length === 0) return;
    try {
      const { raterPatchFromForm } = await loadSchema();
      await callApi(foundationApi.updateConfig, { body: raterPatchFromForm(parsed, dirtyFields) });
      snackbar.show("Rater settings saved", "success");
      router.push("/settings/rater");
      router.refresh();
    } catch (error) {
      showApiErrors(error, { form, fields: ALL_FIELDS, snackbar, what: "Could not save the rater settings" });
    }
  });

  const hintFor = (name: RaterFieldName, unit: RaterFieldUnit, hint?: string) =>
    [hint, UNIT_HINT[unit]].filter(Boolean).join(". ") || undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-4">
        {RATER_SECTIONS.map((section) => {
          const titleId = `edit-${section.title.toLowerCase().replace(/\W+/g, "-")}`;
          return (
            <Card key={section.title} role="group" aria-labelledby={titleId}>
              <CardHeader title={section.title} titleId={titleId} description={section.description} />
              <CardBody className="grid items-start gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
                {section.fields.map(({ name, label, hint, unit }) => {
                  const error = errors[name];
                  const fullHint = hintFor(name, unit, hint);
                  const affix = AFFIX[unit];
                  return (
                    <FormField key={name} label={label} htmlFor={name} error={error} hint={fullHint} required>
                      <AffixInput
                        prefix={affix.prefix}
                        suffix={affix.suffix}
                        inputMode={affix.inputMode}
                        autoComplete="off"
                        aria-invalid={!!error}
                        aria-describedby={fieldDescribedBy(name, { error, hint: fullHint })}
                        {...register(name)}
                      />
                    </FormField>
                  );
                })}
              </CardBody>
            </Card>
          );
        })}
      </div>
      <div className="flex items-center justify-end gap-2">
        <Link href="/settings/rater" className={buttonClasses({ variant: "secondary" })}>
          Cancel
        </Link>
        <Button type="submit" loading={isSubmitting} disabled={dirtyFields.length === 0}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
