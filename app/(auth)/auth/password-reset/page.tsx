import { PasswordResetForm } from "@/components/auth/password-reset-form";

export const metadata = { title: "Set a new password" };

export default async function PasswordResetPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return <PasswordResetForm token={token ?? null} />;
}
