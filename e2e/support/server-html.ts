import { DomUtils, parseDocument } from 'htmlparser2';

type Node = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<Node, { name: string; attribs: Record<string, string> }>;

const isElement = (node: Node): node is Element => 'attribs' in node;

/**
 * What a search engine or a link preview reads from a page's server HTML (no script runs): the html
 * element's lang and dir, the head's titles and tags, the JSON-LD blocks, the h1 texts, and the visible
 * texts that are a text key instead of its text (`keys`: the known dotted keys; e2e/raw-html.test.ts).
 */
export function readHead(html: string, keys: ReadonlySet<string>) {
  const document = parseDocument(html);
  const all = (test: (element: Element) => boolean, root: Node[] = document.children) =>
    DomUtils.findAll((element) => test(element as Element), root) as Element[];
  const one = (test: (element: Element) => boolean) => all(test)[0];
  const attr = (test: (element: Element) => boolean, name: string) => one(test)?.attribs[name] ?? null;
  const meta = (key: 'name' | 'property', value: string) =>
    attr((e) => e.name === 'meta' && e.attribs[key] === value, 'content');
  const root = one((e) => e.name === 'html');
  const head = one((e) => e.name === 'head');
  const body = one((e) => e.name === 'body');
  const text = (element: Element) => DomUtils.textContent(element);
  const description = meta('name', 'description');
  const titles = head ? all((e) => e.name === 'title', head.children).map(text) : [];
  return {
    lang: root?.attribs.lang ?? '',
    dir: root?.attribs.dir ?? '',
    titles,
    description,
    robots: meta('name', 'robots'),
    canonical: all((e) => e.name === 'link' && e.attribs.rel === 'canonical').map(
      (e) => e.attribs.href ?? null,
    ),
    alternates: Object.fromEntries(
      all((e) => e.name === 'link' && e.attribs.rel === 'alternate' && 'hreflang' in e.attribs).map((e) => [
        e.attribs.hreflang,
        e.attribs.href,
      ]),
    ),
    ogTitle: meta('property', 'og:title'),
    ogUrl: meta('property', 'og:url'),
    ogImage: meta('property', 'og:image'),
    twitterCard: meta('name', 'twitter:card'),
    jsonLd: all((e) => e.name === 'script' && e.attribs.type === 'application/ld+json').map(text),
    h1: all((e) => e.name === 'h1').map((e) => text(e).trim()),
    rawKeys: [titles[0] ?? '', description ?? '', ...(body ? visibleTexts(body) : [])]
      .map((value) => value.trim())
      .filter(
        (value) => keys.has(value) || /^[a-z]+:[a-zA-Z]+\./.test(value) || /pages\.[a-z]+\./.test(value),
      ),
  };
}

/** Every text node's text under `root`, outside script, style and template elements. */
function visibleTexts(root: Element): string[] {
  const texts: string[] = [];
  const visit = (node: Node) => {
    if (isElement(node)) {
      if (node.name === 'script' || node.name === 'style' || node.name === 'template') return;
      for (const child of node.children) visit(child);
    } else if (node.type === 'text') texts.push((node as { data: string }).data);
  };
  visit(root);
  return texts;
}
