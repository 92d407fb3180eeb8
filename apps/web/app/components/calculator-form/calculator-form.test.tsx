import calcTexts from 'texts:calc/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { CalculatorForm } from './calculator-form.tsx';

// Every calculator page brings these texts with its route (routes/tools/).
addTurkishTexts({ calc: calcTexts });

const render = (props: Partial<Parameters<typeof CalculatorForm>[0]>) =>
  renderToStaticMarkup(
    <CalculatorForm onCalculate={() => {}} submitLabel="Hesapla" {...props}>
      <input id="amount" />
    </CalculatorForm>,
  );

describe('the calculator form frame', () => {
  it('is a form the browser does not validate, the fields first, then Calculate', () => {
    const html = render({});
    expect(html).toMatch(/^<form [^>]*noValidate=""/);
    expect(html.indexOf('id="amount"')).toBeLessThan(html.indexOf('type="submit"'));
    expect(html).toContain('>Hesapla</button>');
    // A form without a busy state says nothing about it, and its button is never disabled.
    expect(html).not.toContain('aria-busy');
    expect(html).not.toContain('disabled');
  });

  it('while busy: aria-busy, the button disabled with its busy text', () => {
    const idle = render({ busy: false, busyLabel: 'Hesaplanıyor…' });
    expect(idle).toContain('aria-busy="false"');
    expect(idle).toContain('>Hesapla</button>');
    const busy = render({ busy: true, busyLabel: 'Hesaplanıyor…' });
    expect(busy).toContain('aria-busy="true"');
    expect(busy).toMatch(/<button type="submit" [^>]*disabled=""[^>]*>Hesaplanıyor…<\/button>/);
  });

  it('says "Hesapla" unless told otherwise', () => {
    const html = renderToStaticMarkup(
      <CalculatorForm onCalculate={() => {}}>
        <input id="amount" />
      </CalculatorForm>,
    );
    expect(html).toContain('>Hesapla</button>');
  });

  it('puts extra buttons after Calculate, in the same row', () => {
    const html = render({ actions: <button type="button">Temizle</button> });
    expect(html).toMatch(/>Hesapla<\/button><button type="button">Temizle<\/button><\/div><\/form>$/);
  });
});
