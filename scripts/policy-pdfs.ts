// Generates the footer's policy PDFs (apps/web/public/guvenlik/*.pdf) with PDFKit and an embedded,
// subset Inter (static TrueType, which covers ğ ı İ ş Ş; PDFKit's built-in Helvetica is WinAnsi and does not).
// Run: node scripts/policy-pdfs.ts. Output is deterministic: same texts, same bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import PDFDocument from 'pdfkit';
import type { PolicyDocument } from './policy-texts.ts';
import { EFFECTIVE_DATE_LINE, POLICY_DOCUMENTS, SITE_NAME } from './policy-texts.ts';

export type { PolicyDocument };
export { POLICY_DOCUMENTS };

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM_MARGIN = 70; // keeps the body clear of the footer rule
const FOOTER_RULE_Y = PAGE_HEIGHT - 50;
const BODY_SIZE = 10;
const LINE_GAP = 3.5;
const BULLET_INDENT = 14;
const TITLE_COLOR = '#0d3366';
const MUTED_COLOR = '#666666';

/** Fixed so that the bytes, including the file ID PDFKit derives from the info dictionary, never change. */
const CREATION_DATE = new Date(Date.UTC(2026, 10, 1));

type Pdf = InstanceType<typeof PDFDocument>;

/** Starts a new page unless `height` more points fit above the bottom margin. */
function ensureSpace(pdf: Pdf, height: number): void {
  if (pdf.y + height > pdf.page.maxY()) pdf.addPage();
}

function heading(pdf: Pdf, text: string): void {
  pdf.font('bold').fontSize(11.5);
  const height = pdf.heightOfString(text, { width: TEXT_WIDTH });
  pdf.fontSize(BODY_SIZE);
  // Keep a heading together with at least two lines of what follows it.
  ensureSpace(pdf, 12 + height + 2 * (pdf.currentLineHeight(true) + LINE_GAP));
  pdf.moveDown(0.9);
  pdf.fontSize(11.5).fillColor(TITLE_COLOR).text(text, MARGIN, pdf.y, { width: TEXT_WIDTH, paragraphGap: 3 });
}

function bullet(pdf: Pdf, text: string): void {
  pdf.font('regular').fontSize(BODY_SIZE).fillColor('black');
  ensureSpace(pdf, pdf.currentLineHeight(true) + LINE_GAP + 2);
  pdf.moveDown(0.15);
  const y = pdf.y;
  pdf.text('•', MARGIN + 3, y, { lineBreak: false });
  pdf.text(text, MARGIN + BULLET_INDENT, y, { width: TEXT_WIDTH - BULLET_INDENT, lineGap: LINE_GAP });
}

function paragraph(pdf: Pdf, text: string): void {
  pdf.font('regular').fontSize(BODY_SIZE).fillColor('black');
  pdf.moveDown(0.4);
  pdf.text(text, MARGIN, pdf.y, { width: TEXT_WIDTH, lineGap: LINE_GAP });
}

/** Draws "site – title" and "Sayfa N / M" under a rule on every buffered page. */
function footers(pdf: Pdf, title: string): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    pdf.page.margins.bottom = 0; // writing below the body's margin must not start a new page
    pdf.save().strokeColor('#bfbfbf').lineWidth(0.5);
    pdf
      .moveTo(MARGIN, FOOTER_RULE_Y)
      .lineTo(PAGE_WIDTH - MARGIN, FOOTER_RULE_Y)
      .stroke()
      .restore();
    pdf.font('regular').fontSize(8.5).fillColor(MUTED_COLOR);
    const label = `Sayfa ${index + 1} / ${count}`;
    pdf.text(`${SITE_NAME} – ${title}`, MARGIN, FOOTER_RULE_Y + 6, { lineBreak: false });
    pdf.text(label, PAGE_WIDTH - MARGIN - pdf.widthOfString(label), FOOTER_RULE_Y + 6, { lineBreak: false });
  }
}

/** Builds one policy document. Title, effective date, then the body: "## " starts a heading, "- " a bullet item. */
export function buildPolicyPdf(doc: PolicyDocument): Promise<Uint8Array> {
  const pdf = new PDFDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: BOTTOM_MARGIN },
    pdfVersion: '1.4',
    lang: 'tr-TR',
    displayTitle: true,
    bufferPages: true,
    // Uncompressed: zlib's deflate output may differ between Node versions, which would break byte equality.
    compress: false,
    info: {
      Title: doc.title,
      Author: SITE_NAME,
      Subject: `${SITE_NAME} – ${doc.title}`,
      Creator: 'scripts/policy-pdfs.ts',
      Producer: 'PDFKit',
      CreationDate: CREATION_DATE,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolveBytes, reject) => {
    pdf.on('end', () => resolveBytes(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', FONTS.regular);
  pdf.registerFont('bold', FONTS.bold);

  pdf.font('bold').fontSize(16).fillColor(TITLE_COLOR).text(doc.title, { width: TEXT_WIDTH });
  pdf.moveDown(0.2);
  pdf.font('regular').fontSize(9.5).fillColor(MUTED_COLOR).text(`${SITE_NAME} – ${EFFECTIVE_DATE_LINE}`);
  pdf.moveDown(0.3);
  for (const entry of doc.body) {
    if (entry.startsWith('## ')) heading(pdf, entry.slice(3));
    else if (entry.startsWith('- ')) bullet(pdf, entry.slice(2));
    else paragraph(pdf, entry);
  }
  footers(pdf, doc.title);
  pdf.end();
  return done;
}

export const DEFAULT_OUTPUT_DIR = resolve(import.meta.dirname, '../apps/web/public/guvenlik');

/** Writes every policy PDF into dir and returns the written paths. */
export async function writeAll(dir: string = DEFAULT_OUTPUT_DIR): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const paths: string[] = [];
  for (const doc of POLICY_DOCUMENTS) {
    const path = join(dir, doc.fileName);
    writeFileSync(path, await buildPolicyPdf(doc));
    paths.push(path);
  }
  return paths;
}

if (import.meta.main) {
  for (const path of await writeAll()) console.log(`wrote ${path}`);
}
