"use client";

import * as React from "react";

// The state of a large form (the quotation wizard, the rater sandbox): nested values and one message
// per field, shared by the form's parts through a context. react-hook-form did this at some 15 KB
// gzip of first-load JavaScript; this store is a small part of that (issue 16 §3, D98). A part
// subscribes to what it shows (a field's value, its message, or all values) and re-renders when that
// changes; values are replaced, never mutated, so a snapshot is its own change marker.

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date;

/** Every dotted path into T: "applicant.name", "coverage.rainfall.threshold", "perils.0.peril". */
export type Path<T> = T extends Leaf
  ? never
  : T extends readonly (infer Item)[]
    ? `${number}` | (Item extends Leaf ? never : `${number}.${Path<Item>}`)
    : {
        [K in keyof T & string]-?: K | (NonNullable<T[K]> extends Leaf ? never : `${K}.${Path<NonNullable<T[K]>>}`);
      }[keyof T & string];

/** The type of the value at a path of T. */
export type PathValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? PathValue<Step<NonNullable<T>, Head>, Rest>
  : Step<NonNullable<T>, P>;
type Step<T, Key extends string> = T extends readonly (infer Item)[] ? Item : Key extends keyof T ? T[Key] : never;

/** The value at `path`, or undefined when a part of the way is missing. */
export function valueAt(values: unknown, path: string): unknown {
  let at = values;
  for (const key of path.split(".")) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** A copy of `values` with `value` at `path`; the objects and arrays on the way are copied, the rest shared. */
export function withValueAt<T>(values: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split(".");
  const container: unknown = values ?? (/^\d+$/.test(key) ? [] : {});
  const copy = (Array.isArray(container) ? [...container] : { ...(container as object) }) as Record<string, unknown>;
  copy[key] = rest.length === 0 ? value : withValueAt(copy[key], rest.join("."), value);
  return copy as T;
}

export type FormStore<T extends object> = {
  getValues(): T;
  getValues<P extends Path<T>>(path: P): PathValue<T, P>;
  setValue<P extends Path<T>>(path: P, value: PathValue<T, P>): void;
  /** The message at a field (its dotted path), if any. */
  errorAt(path: string): string | undefined;
  setError(path: string, message: string): void;
  /** Removes the messages at the paths given and inside them ("applicant" takes "applicant.city"), or every message. */
  clearErrors(paths?: string | readonly string[]): void;
  /** Replaces every message: the first message of each path (a path without one has none). */
  setErrors(errors: Readonly<Partial<Record<string, string>>>): void;
  subscribe(listener: () => void): () => void;
};

export function createFormStore<T extends object>(initial: T): FormStore<T> {
  let values = initial;
  let errors: Readonly<Record<string, string>> = {};
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  return {
    getValues: ((path?: string) => (path === undefined ? values : valueAt(values, path))) as FormStore<T>["getValues"],
    setValue(path, value) {
      values = withValueAt(values, path, value);
      changed();
    },
    errorAt: (path) => errors[path],
    setError(path, message) {
      errors = { ...errors, [path]: message };
      changed();
    },
    clearErrors(paths) {
      if (paths === undefined) {
        if (Object.keys(errors).length === 0) return;
        errors = {};
      } else {
        const cleared = typeof paths === "string" ? [paths] : paths;
        const kept = Object.entries(errors).filter(([path]) => !cleared.some((c) => path === c || path.startsWith(`${c}.`)));
        if (kept.length === Object.keys(errors).length) return;
        errors = Object.fromEntries(kept);
      }
      changed();
    },
    setErrors(next) {
      errors = Object.fromEntries(Object.entries(next).filter((entry): entry is [string, string] => entry[1] !== undefined));
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const FormStoreContext = React.createContext<FormStore<object> | null>(null);

/** A store for the life of the component, with `initial` as its first values. */
export function useNewFormStore<T extends object>(initial: T | (() => T)): FormStore<T> {
  const [store] = React.useState(() => createFormStore(typeof initial === "function" ? (initial as () => T)() : initial));
  return store;
}

export function FormStoreProvider<T extends object>({ store, children }: { store: FormStore<T>; children: React.ReactNode }) {
  return <FormStoreContext.Provider value={store as unknown as FormStore<object>}>{children}</FormStoreContext.Provider>;
}

/** The store of the enclosing FormStoreProvider. */
export function useFormStore<T extends object>(): FormStore<T> {
  const store = React.useContext(FormStoreContext);
  if (!store) throw new Error("useFormStore needs a FormStoreProvider above it");
  return store as unknown as FormStore<T>;
}

function useSnapshot<S>(store: FormStore<object>, read: () => S): S {
  return React.useSyncExternalStore(store.subscribe, read, read);
}

/** The value at `path` of a given store (for the component that holds it, above its provider), kept current. */
export function useStoreValue<T extends object, P extends Path<T>>(store: FormStore<T>, path: P): PathValue<T, P> {
  return useSnapshot(store as unknown as FormStore<object>, () => store.getValues(path));
}

/** The value at `path`, kept current. */
export function useFormValue<T extends object, P extends Path<T>>(path: P): PathValue<T, P> {
  return useStoreValue(useFormStore<T>(), path);
}

/** All the values, kept current (the part re-renders at every change). */
export function useFormValues<T extends object>(): T {
  const store = useFormStore<T>();
  return useSnapshot(store as unknown as FormStore<object>, () => store.getValues());
}

/** The message at `path`, kept current. */
export function useFieldError(path: string): string | undefined {
  const store = useFormStore();
  return useSnapshot(store, () => store.errorAt(path));
}

/** One field's value, its message, and a setter that also takes the message away (the user is fixing it). */
export function useField<T extends object, P extends Path<T>>(path: P) {
  const store = useFormStore<T>();
  const value = useFormValue<T, P>(path);
  const error = useFieldError(path);
  const onChange = React.useCallback(
    (next: PathValue<T, P>) => {
      store.setValue(path, next);
      store.clearErrors(path);
    },
    [store, path],
  );
  return { value, error, onChange };
}
