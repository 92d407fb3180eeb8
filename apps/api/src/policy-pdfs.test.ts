import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPolicyPdf, DEFAULT_OUTPUT_DIR, POLICY_DOCUMENTS } from '../../../scripts/policy-pdfs.ts';
import { EFFECTIVE_DATE_LINE, SITE_NAME } from '../../../scripts/policy-texts.ts';

// Text items whose baseline sits this close to the bottom edge (in points) belong to the page footer.
const FOOTER_MAX_Y = 60;

type Extracted = { pages: { body: string[]; footer: string[] }[]; info: Record<string, unknown> };

/** Reads a PDF back with pdf.js, the way a viewer would, split into body lines and footer items per page. */
async function extract(bytes: Uint8Array): Promise<Extracted> {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages: Extracted['pages'] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const page = { body: [] as string[], footer: [] as string[] };
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      (Number(item.transform[5]) < FOOTER_MAX_Y ? page.footer : page.body).push(item.str);
    }
    pages.push(page);
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return { pages, info: info as Record<string, unknown> };
}

/** The body as running text: wrapped lines rejoined, a line broken after a hyphen glued back. */
const runningText = (lines: string[]): string =>
  lines.join('\n').replaceAll('-\n', '-').replaceAll('\n', ' ');

describe('policy PDFs', () => {
  it('covers the six footer documents', () => {
    expect(POLICY_DOCUMENTS.map((doc) => doc.fileName)).toEqual([
      'acik-riza-metni.pdf',
      'bilgi-guvenligi-politikasi.pdf',
      'gizlilik-bildirimi.pdf',
      'kalite-politikasi.pdf',
      'kisisel-verilerin-korunmasi.pdf',
      'kullanim-kosullari.pdf',
    ]);
  });

  describe.each(POLICY_DOCUMENTS.map((doc) => [doc.fileName, doc] as const))('%s', (fileName, doc) => {
    let bytes: Uint8Array;
    let extracted: Extracted;
    beforeAll(async () => {
      bytes = await buildPolicyPdf(doc);
      extracted = await extract(bytes);
    });

    it('is a PDF 1.4 file with Turkish document metadata', () => {
      expect(Buffer.from(bytes.subarray(0, 9)).toString('latin1')).toBe('%PDF-1.4\n');
      expect(extracted.info).toMatchObject({
        Title: doc.title,
        Author: SITE_NAME,
        Subject: `${SITE_NAME} – ${doc.title}`,
        Language: 'tr-TR',
      });
    });

    it('embeds a subset of Inter instead of a WinAnsi standard font', () => {
      const raw = Buffer.from(bytes).toString('latin1');
      expect(raw).toContain('/FontFile2');
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/);
      expect(raw).not.toContain('/Helvetica');
    });

    it('reads back the title, the effective date and the whole body with its Turkish letters', () => {
      const [first] = extracted.pages;
      expect(first?.body.slice(0, 2)).toEqual([doc.title, `${SITE_NAME} – ${EFFECTIVE_DATE_LINE}`]);
      const text = runningText(extracted.pages.flatMap((page) => page.body));
      // The body must really exercise the letters a WinAnsi font lacks, or this check would prove little.
      expect(doc.body.some((entry) => /ğ/.test(entry) && /ı/.test(entry) && /ş/.test(entry))).toBe(true);
      for (const entry of doc.body) {
        const expected = entry.startsWith('## ') ? entry.slice(3) : entry.replace(/^- /, '• ');
        expect(text).toContain(expected);
      }
    });

    it('numbers every page "Sayfa N / M" under the site name and title', () => {
      const { pages } = extracted;
      expect(pages.length).toBeGreaterThan(0);
      for (const [index, page] of pages.entries()) {
        expect(page.footer).toEqual([`${SITE_NAME} – ${doc.title}`, `Sayfa ${index + 1} / ${pages.length}`]);
      }
    });

    it('is deterministic', async () => {
      expect(Buffer.compare(await buildPolicyPdf(doc), bytes)).toBe(0);
    });

    it('matches the committed file (run: node scripts/policy-pdfs.ts)', () => {
      const committed = readFileSync(`${DEFAULT_OUTPUT_DIR}/${fileName}`);
      expect(Buffer.compare(committed, bytes)).toBe(0);
    });
  });
});
