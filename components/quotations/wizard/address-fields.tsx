"use client";

import { US_STATES } from "@/lib/geo/us-states";
import { SelectField, TextField } from "./fields";
import { useZipLookup } from "./zip-lookup";

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/** Street, ZIP code (with the lookup that fills city and state), city and state of an address. */
export function AddressFields({ prefix }: { prefix: "applicant" | "location" }) {
  const { onZipChange, hint } = useZipLookup(prefix);
  return (
    <div className="grid gap-4 @xl:grid-cols-6">
      <TextField
        name={`${prefix}.street`}
        label="Street"
        required
        autoComplete={prefix === "applicant" ? "street-address" : "off"}
        className="@xl:col-span-6"
      />
      <TextField
        name={`${prefix}.zipCode`}
        label="ZIP code"
        required
        inputMode="numeric"
        maxLength={5}
        autoComplete={prefix === "applicant" ? "postal-code" : "off"}
        hint={hint}
        onValueChange={onZipChange}
        className="@xl:col-span-2"
        inputClassName="tabular-nums"
      />
      <TextField
        name={`${prefix}.city`}
        label="City"
        required
        autoComplete={prefix === "applicant" ? "address-level2" : "off"}
        className="@xl:col-span-2"
      />
      <SelectField
        name={`${prefix}.state`}
        label="State"
        required
        placeholder="Choose a state"
        options={STATE_OPTIONS}
        className="@xl:col-span-2"
      />
    </div>
  );
}
