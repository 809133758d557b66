// pdfkit ships no types; pdf/render.ts only creates a document and hands it to react-pdf.
declare module "pdfkit";
