"use client";

import { AddressFields } from "./address-fields";
import { Section, TextField } from "./fields";

/** Step 2: the applicant (the insured) and its address. */
export function StepApplicant() {
  return (
    <div className="space-y-6">
      <Section>
        <div className="grid gap-4 @xl:grid-cols-2">
          <TextField
            name="applicant.name"
            label="Applicant name"
            required
            autoComplete="organization"
            hint="The person or organisation to be insured."
          />
          <TextField name="applicant.email" label="Email" type="email" inputMode="email" autoComplete="email" hint="Optional." />
        </div>
      </Section>
      <Section title="Address">
        <AddressFields prefix="applicant" />
      </Section>
    </div>
  );
}
