import { Image, Text, View } from "@react-pdf/renderer";
import type { PdfLogo } from "./logo";
import { PDF_COLORS, PDF_FONT } from "./theme";

export type SignatureValues = {
  fullName?: string | null;
  position?: string | null;
  /** Already formatted (MM/dd/yyyy). */
  date?: string | null;
  /** A drawn signature (PNG or JPEG), or a typed one shown in a script-like italic. */
  image?: PdfLogo | null;
  typed?: string | null;
};

function Box({ label, height = 34, children }: { label: string; height?: number; children?: React.ReactNode }) {
  return (
    <View style={{ flex: 1, marginHorizontal: 4 }}>
      <Text style={{ fontSize: 7.5, color: PDF_COLORS.muted, textTransform: "uppercase", letterSpacing: 0.4, marginBottom: 2 }}>
        {label}
      </Text>
      <View
        style={{
          height,
          borderWidth: 0.75,
          borderColor: PDF_COLORS.muted,
          borderRadius: 1.5,
          paddingHorizontal: 6,
          justifyContent: "center",
        }}
      >
        {children}
      </View>
    </View>
  );
}

/**
 * The applicant's signature fields (spec §2: full name, position held, date of signing, applicant
 * signature) as labelled empty boxes, or filled with the values of a completed signing.
 * `signatureLabel` names the signature box for another signer (an insurer's authorised representative).
 */
export function SignatureFields({
  values,
  signatureLabel = "Applicant signature",
}: {
  values?: SignatureValues | null;
  signatureLabel?: string;
}) {
  const v = values ?? {};
  return (
    <View wrap={false} style={{ marginTop: 8, marginHorizontal: -4 }}>
      <View style={{ flexDirection: "row", marginBottom: 10 }}>
        <Box label="Full name">{v.fullName ? <Text style={{ fontSize: 10.5 }}>{v.fullName}</Text> : null}</Box>
        <Box label="Position held">{v.position ? <Text style={{ fontSize: 10.5 }}>{v.position}</Text> : null}</Box>
      </View>
      <View style={{ flexDirection: "row" }}>
        <Box label="Date of signing" height={52}>
          {v.date ? <Text style={{ fontSize: 10.5 }}>{v.date}</Text> : null}
        </Box>
        <Box label={signatureLabel} height={52}>
          {v.image ? (
            <Image src={v.image} style={{ height: 44, objectFit: "contain", objectPosition: "left" }} />
          ) : v.typed ? (
            <Text style={{ fontFamily: PDF_FONT.signature, fontSize: 20 }}>{v.typed}</Text>
          ) : null}
        </Box>
      </View>
    </View>
  );
}

/**
 * One labelled signature box, for blocks laid out by the document itself (the policy's applicant
 * and producer columns, one box under the other).
 */
export function SignatureBox({ label, height = 26, children }: { label: string; height?: number; children?: React.ReactNode }) {
  return (
    <View style={{ marginHorizontal: 4, marginBottom: 6 }}>
      <Text style={{ fontSize: 7.5, color: PDF_COLORS.muted, textTransform: "uppercase", letterSpacing: 0.4, marginBottom: 2 }}>
        {label}
      </Text>
      <View
        style={{
          height,
          borderWidth: 0.75,
          borderColor: PDF_COLORS.muted,
          borderRadius: 1.5,
          paddingHorizontal: 6,
          justifyContent: "center",
        }}
      >
        {children}
      </View>
    </View>
  );
}
