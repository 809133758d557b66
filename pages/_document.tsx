import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from "next/document";

type Props = DocumentInitialProps & { nonce?: string };

/**
 * Each page's title, as the App Router's metadata template made it. Here rather than with next/head
 * in the page, whose 1 KB would not fit the sign-in page's 120 KB: the pages link to each other
 * with full loads, so the document is always rendered for the page shown.
 */
const TITLES: Partial<Record<string, string>> = {
  "/auth/login": "Sign in · Weather Event Portal",
  "/auth/forgot-password": "Forgot password · Weather Event Portal",
  "/auth/password-reset": "Set a new password · Weather Event Portal",
};

// The Pages Router's page (the sign-in pages, issue 16 §3). Its scripts carry the nonce of the
// request's Content-Security-Policy (proxy.ts), which the App Router puts on its own but this
// router only where it is given.
export default class PortalDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initial = await Document.getInitialProps(ctx);
    const nonce = ctx.req?.headers["x-nonce"];
    return { ...initial, nonce: typeof nonce === "string" ? nonce : undefined };
  }

  render() {
    const { nonce, __NEXT_DATA__ } = this.props;
    return (
      <Html lang="en">
        <Head nonce={nonce}>
          {/* eslint-disable-next-line @next/next/no-title-in-document-head -- see TITLES */}
          <title>{TITLES[__NEXT_DATA__.page] ?? "Weather Event Portal"}</title>
          {/* The App Router's viewport; it follows, and so overrides, this router's default "width=device-width". */}
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="description" content="Weather-event and promotion cancellation insurance: quotations, policies and administration." />
          <link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any" />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
