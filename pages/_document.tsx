import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from "next/document";

type Props = DocumentInitialProps & { nonce?: string };

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
    const { nonce } = this.props;
    return (
      <Html lang="en">
        <Head nonce={nonce}>
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
