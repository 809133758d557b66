import type { GetServerSideProps } from "next";
import Head from "next/head";
import { PasswordResetForm } from "@/components/auth/password-reset-form";

type Props = { token: string | null };

export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => ({
  props: { token: typeof query.token === "string" ? query.token : null },
});

export default function PasswordResetPage({ token }: Props) {
  return (
    <>
      <Head>
        <title>Set a new password · Weather Event Portal</title>
      </Head>
      <PasswordResetForm token={token} />
    </>
  );
}
