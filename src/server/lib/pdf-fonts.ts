import { createRequire } from 'node:module';

// PT Sans for every PDF the server makes: it has Cyrillic, and it is embedded, so any reader
// shows the same letters. Resolved when a document is made, not when the bundle is built: the
// server is bundled with its packages left in node_modules (scripts/build-server.mjs), and the
// fonts are read from there.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf',
  bold: '@expo-google-fonts/pt-sans/700Bold/PTSans_700Bold.ttf',
} as const;
export const REGULAR = 'PTSans';
export const BOLD = 'PTSans-Bold';

/** Registers PT Sans Regular and Bold on a document under REGULAR and BOLD. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont(REGULAR, require.resolve(FONT_FILES.regular));
  doc.registerFont(BOLD, require.resolve(FONT_FILES.bold));
}
