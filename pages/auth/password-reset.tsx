import type { GetServerSideProps } from "next";
import { PasswordResetForm } from "@/components/auth/password-reset-form";

type Props = { token: string | null };

export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => ({
  props: { token: typeof query.token === "string" ? query.token : null },
});

export default function PasswordResetPage({ token }: Props) {
  return <PasswordResetForm token={token} />;
}
