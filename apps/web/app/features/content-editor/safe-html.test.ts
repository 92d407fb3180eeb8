import { describe, expect, it } from 'vitest';
import { cleanNodes, type NodeLike } from './safe-html.tsx';

// A small stand-in for parsed DOM nodes (the web unit tests run without a browser).
const textNode = (value: string): NodeLike => ({
  nodeType: 3,
  nodeName: '#text',
  textContent: value,
  childNodes: [],
});
const el = (name: string, children: NodeLike[] = [], attrs: Record<string, string> = {}): NodeLike => ({
  nodeType: 1,
  nodeName: name.toUpperCase(),
  textContent: children.map((child) => child.textContent ?? '').join(''),
  childNodes: children,
  getAttribute: (attr) => attrs[attr] ?? null,
});

describe('the guide preview cleaner', () => {
  it('keeps paragraphs, lists, emphasis and line breaks', () => {
    const tree = [
      el('p', [textNode('Bir '), el('strong', [textNode('iki')]), el('br')]),
      el('ul', [el('li')]),
    ];
    expect(cleanNodes(tree)).toEqual([
      { tag: 'p', children: ['Bir ', { tag: 'strong', children: ['iki'] }, { tag: 'br', children: [] }] },
      { tag: 'ul', children: [{ tag: 'li', children: [] }] },
    ]);
  });

  it('keeps a bdi run with dir ltr or rtl only', () => {
    expect(
      cleanNodes([el('bdi', [textNode('A = P')], { dir: 'ltr' }), el('bdi', [], { dir: 'auto' })]),
    ).toEqual([
      { tag: 'bdi', dir: 'ltr', children: ['A = P'] },
      { tag: 'bdi', children: [] },
    ]);
  });

  it('drops scripts, styles and frames with their content, and unwraps other elements', () => {
    const tree = [
      el('script', [textNode('window.__pwned=1')]),
      el('style', [textNode('p{}')]),
      el('iframe'),
      el('div', [el('img', [], { src: 'x', onerror: 'alert(1)' }), el('span', [textNode('Güvenli metin')])]),
      { nodeType: 8, nodeName: '#comment', textContent: 'yorum', childNodes: [] },
    ];
    expect(cleanNodes(tree)).toEqual(['Güvenli metin']);
  });

  it('keeps a link only with a web, mail, phone or site address', () => {
    const link = (href: string) => el('a', [textNode('bağlantı')], { href, onclick: 'x()' });
    expect(cleanNodes([link('https://www.bddk.org.tr')])).toEqual([
      { tag: 'a', href: 'https://www.bddk.org.tr', children: ['bağlantı'] },
    ]);
    expect(cleanNodes([link('/kampanyalar')])[0]).toMatchObject({ tag: 'a', href: '/kampanyalar' });
    expect(cleanNodes([link('mailto:a@b.co')])[0]).toMatchObject({ tag: 'a' });
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:x',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(cleanNodes([link(bad)])).toEqual([{ tag: 'span', children: ['bağlantı'] }]);
    }
  });

  it('shows very deep nesting as text', () => {
    let node = el('b', [textNode('derin')]);
    for (let i = 0; i < 100; i += 1) node = el('i', [node]);
    const flat = JSON.stringify(cleanNodes([node]));
    expect(flat).toContain('derin');
    expect(flat.split('"tag"').length - 1).toBe(32);
  });
});
