// Generates the footer's policy PDFs (apps/web/public/guvenlik/*.pdf) without any dependency.
// Run: node scripts/policy-pdfs.ts. Output is deterministic: same texts, same bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FontKey } from './pdf-fonts.ts';
import { encodingDictionary, pdfString, textWidth } from './pdf-fonts.ts';
import type { PolicyDocument } from './policy-texts.ts';
import { EFFECTIVE_DATE_LINE, POLICY_DOCUMENTS, SITE_NAME } from './policy-texts.ts';

export type { PolicyDocument };
export { POLICY_DOCUMENTS };

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const CONTENT_BOTTOM = MARGIN + 10; // keeps clear of the footer rule
const BODY_SIZE = 10.5;
const BODY_LEADING = 15;
const BULLET_INDENT = 14;

type Line = { font: FontKey; size: number; x: number; y: number; text: string; color?: string };
type Block = { runs: Line[]; leading: number; spaceBefore: number; keepWithNext: boolean; bullet?: boolean };

function wrap(text: string, font: FontKey, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, font, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function block(text: string, font: FontKey, size: number, leading: number, spaceBefore: number): Block {
  const runs = wrap(text, font, size, TEXT_WIDTH).map((t) => ({ font, size, x: MARGIN, y: 0, text: t }));
  return { runs, leading, spaceBefore, keepWithNext: false };
}

/** Title, effective date, then the body: "## " starts a heading, "- " a bullet item. */
function toBlocks(doc: PolicyDocument): Block[] {
  const title = block(doc.title, 'bold', 16, 21, 0);
  for (const run of title.runs) run.color = '0.05 0.2 0.4 rg';
  const blocks = [title, block(`${SITE_NAME} – ${EFFECTIVE_DATE_LINE}`, 'regular', 9.5, 14, 2)];
  for (const entry of doc.body) {
    if (entry.startsWith('## ')) {
      blocks.push({ ...block(entry.slice(3), 'bold', 11.5, 16, 12), keepWithNext: true });
    } else if (entry.startsWith('- ')) {
      const lines = wrap(entry.slice(2), 'regular', BODY_SIZE, TEXT_WIDTH - BULLET_INDENT);
      const x = MARGIN + BULLET_INDENT;
      const runs = lines.map((text): Line => ({ font: 'regular', size: BODY_SIZE, x, y: 0, text }));
      blocks.push({ runs, leading: BODY_LEADING, spaceBefore: 2, keepWithNext: false, bullet: true });
    } else {
      blocks.push(block(entry, 'regular', BODY_SIZE, BODY_LEADING, 5));
    }
  }
  return blocks;
}

/** Places blocks top to bottom, starting a new page whenever the next line would overflow. */
function layoutPages(doc: PolicyDocument): Line[][] {
  const pages: Line[][] = [];
  let page: Line[] = [];
  let y = 0;
  const newPage = (): void => {
    page = [];
    pages.push(page);
    y = PAGE_HEIGHT - MARGIN + 4; // first baseline lands about one cap height below the margin
  };
  newPage();
  for (const b of toBlocks(doc)) {
    const reserve = b.keepWithNext ? b.spaceBefore + b.leading * b.runs.length + 2 * BODY_LEADING : 0;
    if (reserve && y - reserve < CONTENT_BOTTOM) newPage();
    if (page.length > 0) y -= b.spaceBefore;
    for (const [index, run] of b.runs.entries()) {
      if (y - b.leading < CONTENT_BOTTOM) newPage();
      y -= b.leading;
      if (b.bullet && index === 0) page.push({ ...run, x: MARGIN + 3, y, text: '•' });
      page.push({ ...run, y });
    }
  }
  return pages;
}

const num = (value: number): string => String(Number(value.toFixed(2)));

function showText(line: Line): string {
  const font = line.font === 'bold' ? 'F2' : 'F1';
  const color = line.color ?? '0 g';
  return `BT ${color} /${font} ${num(line.size)} Tf ${num(line.x)} ${num(line.y)} Td ${pdfString(line.text)} Tj ET`;
}

function pageContent(lines: Line[], title: string, pageNumber: number, pageCount: number): string {
  const pageLabel = `Sayfa ${pageNumber} / ${pageCount}`;
  const labelX = PAGE_WIDTH - MARGIN - textWidth(pageLabel, 'regular', 8.5);
  const footer: Line[] = [
    { font: 'regular', size: 8.5, x: MARGIN, y: 36, text: `${SITE_NAME} – ${title}`, color: '0.4 g' },
    { font: 'regular', size: 8.5, x: labelX, y: 36, text: pageLabel, color: '0.4 g' },
  ];
  const rule = `q 0.75 G 0.5 w ${MARGIN} 48 m ${num(PAGE_WIDTH - MARGIN)} 48 l S Q`;
  return [...lines.map(showText), rule, ...footer.map(showText)].join('\n');
}

/** UTF-16BE hex string with BOM, for document-information text such as the title. */
function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

/** Builds one policy document as PDF 1.4 bytes. Pure: no I/O, no clock. */
export function buildPolicyPdf(doc: PolicyDocument): Uint8Array {
  const pages = layoutPages(doc);
  const firstPageObject = 7;
  const pageRefs = pages.map((_, i) => `${firstPageObject + 2 * i} 0 R`).join(' ');
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R /Lang (tr-TR) /ViewerPreferences << /DisplayDocTitle true >> >>',
    `<< /Type /Pages /Kids [${pageRefs}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding 5 0 R >>',
    encodingDictionary(),
    `<< /Title ${utf16Hex(doc.title)} /Author (${SITE_NAME}) /Creator (scripts/policy-pdfs.ts) >>`,
  ];
  for (const [i, lines] of pages.entries()) {
    const content = pageContent(lines, doc.title, i + 1, pages.length);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPageObject + 2 * i + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xrefOffset = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  const bytes = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) {
    const code = out.charCodeAt(i);
    if (code > 0xff) throw new Error(`Unencoded character U+${code.toString(16)} in PDF output`);
    bytes[i] = code;
  }
  return bytes;
}

export const DEFAULT_OUTPUT_DIR = resolve(import.meta.dirname, '../apps/web/public/guvenlik');

/** Writes every policy PDF into dir and returns the written paths. */
export function writeAll(dir: string = DEFAULT_OUTPUT_DIR): string[] {
  mkdirSync(dir, { recursive: true });
  return POLICY_DOCUMENTS.map((doc) => {
    const path = join(dir, doc.fileName);
    writeFileSync(path, buildPolicyPdf(doc));
    return path;
  });
}

if (import.meta.main) {
  for (const path of writeAll()) console.log(`wrote ${path}`);
}
