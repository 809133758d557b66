import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { safeRedirectTarget } from "@/lib/auth/redirect";
import { getActor } from "@/server/auth/current-actor";

export const metadata = { title: "Sign in" };

// Only shown when not signed in: a signed-in user goes on to redirectTo or home.
export default async function LoginPage({ searchParams }: { searchParams: Promise<{ redirectTo?: string }> }) {
  if (await getActor()) redirect(safeRedirectTarget((await searchParams).redirectTo ?? null));
  return <LoginForm />;
}
