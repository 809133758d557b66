import type { GetServerSideProps } from "next";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

// Rendered per request, not at build time: its scripts carry the request's CSP nonce.
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
