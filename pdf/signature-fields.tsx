import { Image, Text, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/types";
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

type BoxProps = { label: string; height?: number; children?: React.ReactNode };

/** A label above a framed field; `outer` places it (a column of the grid, or one under another). */
function LabelledBox({ label, height, children, outer }: BoxProps & { height: number; outer: Style }) {
  return (
    <View style={outer}>
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

function Box({ height = 34, ...props }: BoxProps) {
  return <LabelledBox {...props} height={height} outer={{ flex: 1, marginHorizontal: 4 }} />;
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
export function SignatureBox({ height = 26, ...props }: BoxProps) {
  return <LabelledBox {...props} height={height} outer={{ marginHorizontal: 4, marginBottom: 6 }} />;
}
