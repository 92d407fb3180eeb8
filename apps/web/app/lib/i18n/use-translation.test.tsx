import { resources } from '@pusula/core/i18n/resources.ts';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n as browserI18n } from './i18n.ts';
import { createI18nInstance } from './i18n-instance.ts';
import { I18nProvider, useTranslation } from './use-translation.tsx';

/** The little of a DOM that react-dom needs to mount and update a paragraph (the web tests run in Node). */
class FakeNode {
  childNodes: FakeNode[] = [];
  parentNode: FakeNode | null = null;
  attributes = new Map<string, string>();
  style = {};
  data = '';
  readonly nodeType: number;
  readonly nodeName: string;
  readonly ownerDocument: FakeDocument | null;
  constructor(nodeType: number, nodeName: string, ownerDocument: FakeDocument | null) {
    this.nodeType = nodeType;
    this.nodeName = nodeName;
    this.ownerDocument = ownerDocument;
  }
  readonly namespaceURI = 'http://www.w3.org/1999/xhtml';
  get tagName() {
    return this.nodeName;
  }
  get firstChild() {
    return this.childNodes[0] ?? null;
  }
  get nodeValue() {
    return this.data;
  }
  set nodeValue(value: string) {
    this.data = value;
  }
  get textContent(): string {
    return this.nodeType === 3 ? this.data : this.childNodes.map((child) => child.textContent).join('');
  }
  set textContent(value: string) {
    this.childNodes = [];
    if (value) this.appendChild(this.ownerDocument!.createTextNode(value));
  }
  appendChild(child: FakeNode) {
    return this.insertBefore(child, null);
  }
  insertBefore(child: FakeNode, before: FakeNode | null) {
    child.parentNode?.removeChild(child);
    child.parentNode = this;
    const at = before ? this.childNodes.indexOf(before) : this.childNodes.length;
    this.childNodes.splice(at, 0, child);
    return child;
  }
  removeChild(child: FakeNode) {
    this.childNodes.splice(this.childNodes.indexOf(child), 1);
    child.parentNode = null;
    return child;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, String(value));
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  addEventListener() {}
  removeEventListener() {}
}

class FakeDocument extends FakeNode {
  readonly defaultView = { document: this, HTMLIFrameElement: class {}, event: undefined };
  readonly documentElement = new FakeNode(1, 'HTML', this);
  activeElement = null;
  constructor() {
    super(9, '#document', null);
  }
  createElement(tag: string) {
    return new FakeNode(1, tag.toUpperCase(), this);
  }
  createTextNode(text: string) {
    const node = new FakeNode(3, '#text', this);
    node.data = text;
    return node;
  }
}

async function mount(node: React.ReactNode) {
  const document = new FakeDocument();
  vi.stubGlobal('window', document.defaultView);
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  const container = document.createElement('div');
  const root = createRoot(container as unknown as HTMLElement);
  await act(async () => root.render(node));
  return { container, unmount: () => act(async () => root.unmount()) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

let renders = 0;
function Probe() {
  const { t, i18n } = useTranslation();
  renders++;
  return (
    <p dir={i18n.dir()} lang={i18n.language}>
      {t('site.sampleDataAsOf', { date: '1' })}
    </p>
  );
}

describe('useTranslation', () => {
  it('renders again in the new language when the language changes, and no more after unmounting', async () => {
    const i18n = createI18nInstance('tr', resources);
    renders = 0;
    const { container, unmount } = await mount(
      <I18nProvider i18n={i18n}>
        <Probe />
      </I18nProvider>,
    );
    const paragraph = container.firstChild!;
    expect([container.textContent, paragraph.attributes.get('dir'), renders]).toEqual([
      'Örnek veri · 1 itibarıyla',
      'ltr',
      1,
    ]);
    await act(() => i18n.changeLanguage('ar'));
    expect([container.textContent, paragraph.attributes.get('dir'), renders]).toEqual([
      'بيانات نموذجية · حتى تاريخ 1',
      'rtl',
      2,
    ]);
    await act(() => i18n.changeLanguage('ar'));
    expect(renders).toBe(2);
    await unmount();
    await act(() => i18n.changeLanguage('en'));
    expect(renders).toBe(2);
  });

  it('gives the same t while the language stays, another one after a switch', async () => {
    const i18n = createI18nInstance('tr', resources);
    const seen: unknown[] = [];
    function Keep() {
      seen.push(useTranslation().t);
      return null;
    }
    const page = () =>
      renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <Keep />
        </I18nProvider>,
      );
    page();
    page();
    await i18n.changeLanguage('en');
    page();
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
  });

  it('uses the browser’s Turkish instance without a provider (unit tests of one component)', () => {
    expect(renderToStaticMarkup(<Probe />)).toBe('<p dir="ltr" lang="tr">Örnek veri · 1 itibarıyla</p>');
    expect(browserI18n.language).toBe('tr');
  });
});
