"use client";

import * as React from "react";
import { Search } from "lucide";
import { Icon } from "@/components/ui/icon";
import { ApiError } from "@/lib/api/client";
import type { BrokerOptionDto } from "@/lib/quotations/quotation-dto";
import { MESSAGES } from "@/lib/quotations/quotation-labels";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { useBrokerOptions } from "./broker-options";

/** Assign the quotation to another broker (underwriter): a searchable broker picker. */
export function AssignBrokerDialog({
  open,
  onOpenChange,
  quotationNumber,
  currentBroker,
  onAssign,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quotationNumber: string;
  currentBroker: { id: number; name: string; companyName: string };
  onAssign: (broker: BrokerOptionDto) => Promise<void>;
}) {
  const id = React.useId();
  const [searchText, setSearchText] = React.useState("");
  const [search, setSearch] = React.useState("");
  const [selected, setSelected] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const brokers = useBrokerOptions(search, open);

  React.useEffect(() => {
    if (open) {
      setSearchText("");
      setSearch("");
      setSelected("");
      setError(null);
    }
  }, [open]);
  React.useEffect(() => {
    const timer = window.setTimeout(() => setSearch(searchText.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const options = (brokers.data ?? []).filter((b) => b.id !== currentBroker.id);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const broker = options.find((b) => String(b.id) === selected);
    if (!broker) return setError(MESSAGES.required);
    setPending(true);
    try {
      await onAssign(broker);
      onOpenChange(false);
    } catch {
      // Reported by the caller.
    } finally {
      setPending(false);
    }
  }

  const selectId = `${id}-broker`;
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent
        title={`Assign a broker to ${quotationNumber}`}
        description={
          <>
            Now with {currentBroker.name} ({currentBroker.companyName}). The new broker and their company will see the quotation.
          </>
        }
        footer={
          <>
            <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form={`${id}-form`} loading={pending}>
              Assign broker
            </Button>
          </>
        }
      >
        <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-4">
          <FormField label="Find a broker" htmlFor={`${id}-search`} hint="Name, email or company">
            <div className="relative">
              <Icon
                node={Search}
                aria-hidden
                className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-400"
              />
              <Input
                id={`${id}-search`}
                type="search"
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
                autoComplete="off"
                className="pl-8"
                aria-describedby={fieldDescribedBy(`${id}-search`, { hint: true })}
              />
            </div>
          </FormField>
          <FormField label="Broker" htmlFor={selectId} error={error} required>
            <div className="flex items-center gap-2">
              <Select
                id={selectId}
                value={selected}
                onChange={(e) => {
                  setSelected(e.target.value);
                  setError(null);
                }}
                aria-invalid={!!error}
                aria-describedby={fieldDescribedBy(selectId, { error })}
                placeholder={brokers.isPending ? "Loading brokers…" : options.length ? "Choose a broker" : "No broker matches"}
              >
                {options.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name} — {b.company.name} ({b.email})
                  </option>
                ))}
              </Select>
              {brokers.isFetching && <Spinner size="sm" label="Loading brokers" className="text-slate-400" />}
            </div>
          </FormField>
          {brokers.isError && (
            <p className="text-sm text-red-700">
              Could not fetch the brokers. {brokers.error instanceof ApiError ? brokers.error.message : "Something went wrong."}
            </p>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
