import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickTexts } from './texts-plugin.ts';

const calc = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../packages/core/src/i18n/locales/tr/calc.json'), 'utf8'),
);

describe('the texts plugin (texts:<namespace>/<path>,<path>)', () => {
  it('keeps only the named parts, in the shape of the whole namespace', () => {
    const picked = pickTexts(calc, ['ui', 'faq.title', 'faq.kdv'], 'texts:calc/ui,faq.title,faq.kdv');
    expect(Object.keys(picked)).toEqual(['ui', 'faq']);
    expect(picked.ui).toEqual(calc.ui);
    expect(picked.faq).toEqual({ title: calc.faq.title, kdv: calc.faq.kdv });
  });

  it('takes a key under every child with a star, skipping children without it', () => {
    const picked = pickTexts(calc, ['faq.*.q1'], 'texts:calc/faq.*.q1');
    expect(picked).toEqual({
      faq: {
        kdv: { q1: calc.faq.kdv.q1 },
        mevduat: { q1: calc.faq.mevduat.q1 },
        ihtiyac: { q1: calc.faq.ihtiyac.q1 },
        maas: { q1: calc.faq.maas.q1 },
        yapilandirma: { q1: calc.faq.yapilandirma.q1 },
        kart: { q1: calc.faq.kart.q1 },
        kmh: { q1: calc.faq.kmh.q1 },
        kira: { q1: calc.faq.kira.q1 },
        enflasyon: { q1: calc.faq.enflasyon.q1 },
      },
    });
    expect(() => pickTexts(calc, ['faq.*.nothing'], 'texts:calc/faq.*.nothing')).toThrow('no Turkish text');
  });

  it('fails the build on a part that does not exist, naming the import', () => {
    expect(() => pickTexts(calc, ['vat', 'nothing'], 'texts:calc/vat,nothing')).toThrow(
      'texts:calc/vat,nothing: no Turkish text "nothing"',
    );
    expect(() => pickTexts(calc, ['ui.tl.deeper'], 'texts:calc/ui.tl.deeper')).toThrow('no Turkish text');
  });
});
