import { describe, expect, it } from 'vitest';
import { sanitizeGuideHtml } from './content-sanitize.ts';

describe('guide HTML sanitiser', () => {
  it('keeps paragraphs, lists, emphasis, line breaks and links', () => {
    const html =
      '<p>Bir <strong>iki</strong> <em>üç</em> <b>dört</b> <i>beş</i><br></p><ul><li>a</li></ul><ol><li>b</li></ol>';
    expect(sanitizeGuideHtml(html)).toBe(
      '<p>Bir <strong>iki</strong> <em>üç</em> <b>dört</b> <i>beş</i><br /></p><ul><li>a</li></ul><ol><li>b</li></ol>',
    );
  });

  it('keeps a direction-isolated run with dir ltr or rtl only (a formula inside Arabic text)', () => {
    expect(sanitizeGuideHtml('<p>المعادلة <bdi dir="ltr">A = P × i</bdi></p>')).toBe(
      '<p>المعادلة <bdi dir="ltr">A = P × i</bdi></p>',
    );
    expect(sanitizeGuideHtml('<bdi dir="rtl" class="x" onclick="y">t</bdi>')).toBe('<bdi dir="rtl">t</bdi>');
    expect(sanitizeGuideHtml('<bdi dir="auto">t</bdi>')).toBe('<bdi>t</bdi>');
  });

  it('removes scripts and styles with their content, event handlers and javascript: URLs', () => {
    const dirty =
      '<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><p onclick="x">ok</p>' +
      '<a href="javascript:alert(1)">x</a><a href="JaVa&#x09;script:alert(1)">y</a><iframe src="/x">z</iframe>';
    const clean = sanitizeGuideHtml(dirty);
    expect(clean).toBe('<p>ok</p><a>x</a><a>y</a>');
    expect(clean).not.toMatch(/script|onerror|onclick|alert|img|iframe|style/i);
  });

  it('strips unknown tags but keeps their text, and every attribute but href', () => {
    expect(
      sanitizeGuideHtml('<div class="x"><h2 id="y">Başlık</h2><span style="color:red">metin</span></div>'),
    ).toBe('Başlıkmetin');
    expect(sanitizeGuideHtml('<p class="x" style="a" title="t">p</p>')).toBe('<p>p</p>');
  });

  it('allows http, https, mailto, tel and site paths; outside web links open safely in a new tab', () => {
    expect(sanitizeGuideHtml('<a href="https://www.tcmb.gov.tr" target="_self" rel="opener">t</a>')).toBe(
      '<a href="https://www.tcmb.gov.tr" rel="noopener noreferrer" target="_blank">t</a>',
    );
    expect(sanitizeGuideHtml('<a href="http://x.example">h</a>')).toContain('rel="noopener noreferrer"');
    expect(sanitizeGuideHtml('<a href="mailto:a@b.c" target="_blank">m</a>')).toBe(
      '<a href="mailto:a@b.c">m</a>',
    );
    expect(sanitizeGuideHtml('<a href="tel:+902120000000">p</a>')).toBe('<a href="tel:+902120000000">p</a>');
    expect(sanitizeGuideHtml('<a href="/kampanyalar">k</a>')).toBe('<a href="/kampanyalar">k</a>');
    expect(sanitizeGuideHtml('<a href="data:text/html,x">d</a>')).toBe('<a>d</a>');
    expect(sanitizeGuideHtml('<a href="//evil.example">e</a>')).toBe('<a>e</a>');
    expect(sanitizeGuideHtml('<a href="vbscript:x">v</a>')).toBe('<a>v</a>');
  });

  it('drops a link with a backslash or an encoded slash in any spelling of an off-site path', () => {
    for (const href of [
      '/\\evil.example/x',
      '\\\\evil.example',
      '/%5Cevil.example',
      '/%2F/evil.example',
      'https:/\\evil.example',
      'https:\\\\evil.example',
    ]) {
      expect(sanitizeGuideHtml(`<a href="${href}">e</a>`), href).toBe('<a>e</a>');
    }
    expect(sanitizeGuideHtml('<a href="/rehberler?x=1#y">k</a>')).toBe('<a href="/rehberler?x=1#y">k</a>');
  });
});
