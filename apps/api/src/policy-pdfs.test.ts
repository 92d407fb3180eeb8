import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPolicyPdf, DEFAULT_OUTPUT_DIR, POLICY_DOCUMENTS } from '../../../scripts/policy-pdfs.ts';

// The PDF bytes are all < 0x100, so latin1 gives one string char per byte and string indices are byte offsets.
const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

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
    const bytes = buildPolicyPdf(doc);
    const pdf = latin1(bytes);

    it('has a PDF 1.4 header and ends with %%EOF', () => {
      expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    });

    it('has a cross-reference table whose offsets point at their objects', () => {
      const startxref = /startxref\n(\d+)\n%%EOF\s*$/.exec(pdf);
      expect(startxref).not.toBeNull();
      const xrefOffset = Number(startxref![1]);
      expect(pdf.startsWith('xref\n', xrefOffset)).toBe(true);
      const header = /^xref\n0 (\d+)\n/.exec(pdf.slice(xrefOffset))!;
      const size = Number(header[1]);
      const entriesStart = xrefOffset + header[0].length;
      expect(pdf.slice(entriesStart, entriesStart + 20)).toBe('0000000000 65535 f \n');
      for (let objectNumber = 1; objectNumber < size; objectNumber++) {
        const entry = pdf.slice(entriesStart + 20 * objectNumber, entriesStart + 20 * (objectNumber + 1));
        expect(entry).toMatch(/^\d{10} 00000 n \n$/);
        expect(pdf.startsWith(`${objectNumber} 0 obj\n`, Number(entry.slice(0, 10)))).toBe(true);
      }
      expect(pdf).toContain(`trailer\n<< /Size ${size} /Root 1 0 R`);
    });

    it('declares stream lengths that match the stream data', () => {
      for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
        const start = match.index + match[0].length;
        expect(pdf.startsWith('\nendstream', start + Number(match[1]))).toBe(true);
      }
    });

    it('has at least one A4 page, each with a page number', () => {
      const count = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(pdf)?.[1]);
      expect(count).toBeGreaterThan(0);
      expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(count);
      expect(pdf.match(/\/MediaBox \[0 0 595\.28 841\.89\]/g)).toHaveLength(count);
      for (let page = 1; page <= count; page++) expect(pdf).toContain(`(Sayfa ${page} / ${count})`);
    });

    it('uses Helvetica with Turkish glyph names and shows the effective date', () => {
      expect(pdf).toContain('/BaseFont /Helvetica ');
      expect(pdf).toContain('/BaseFont /Helvetica-Bold ');
      for (const glyph of ['Gbreve', 'gbreve', 'Scedilla', 'scedilla', 'Idotaccent', 'dotlessi']) {
        expect(pdf).toContain(`/${glyph}`);
      }
      // "Yürürlük tarihi: 1 Kasım 2026" in the font encoding (ü = 0xFC, ı = 0xFD).
      expect(pdf).toContain('Y\u00fcr\u00fcrl\u00fck tarihi: 1 Kas\u00fdm 2026');
    });

    it('is deterministic', () => {
      expect(buildPolicyPdf(doc)).toEqual(bytes);
    });

    it('matches the committed file (run: node scripts/policy-pdfs.ts)', () => {
      const committed = new Uint8Array(readFileSync(`${DEFAULT_OUTPUT_DIR}/${fileName}`));
      expect(Buffer.compare(committed, bytes)).toBe(0);
    });
  });
});
