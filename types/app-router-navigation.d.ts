import type { ReadonlyURLSearchParams } from "next/navigation";

// next-env.d.ts, which Next.js writes, makes these hooks nullable for the whole project once pages/
// exists (next/navigation-types/compat), as they are in Pages Router code. pages/ holds only the
// sign-in pages, which do not use them; the portal's components run in the App Router, where the
// hooks never answer null.
declare module "next/navigation" {
  export function useSearchParams(): ReadonlyURLSearchParams;
  export function usePathname(): string;
}
