import { createElement, type ReactNode } from 'react';

/** The only elements a guide's content may show (the same list the server keeps). */
const KEPT = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'br', 'bdi']);
/** Dropped with everything inside them; any other unknown element gives up only its text. */
const DROPPED = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'iframe',
  'object',
  'embed',
  'title',
  'svg',
  'math',
  'head',
]);
/** Links the preview keeps: web, mail and phone addresses and paths inside the site. */
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?![/\\]))/i;
/** Deeper nesting than this is shown as its text only. */
const MAX_DEPTH = 32;

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** The part of a DOM node the cleaner reads (a parsed document's nodes, or plain objects in tests). */
export interface NodeLike {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<NodeLike>;
  getAttribute?: (name: string) => string | null;
}

export type SafeNode = string | { tag: string; href?: string; dir?: 'ltr' | 'rtl'; children: SafeNode[] };

/** The allowed part of a tree of nodes: kept elements (links with a safe href only) and text. */
export function cleanNodes(nodes: ArrayLike<NodeLike>, depth = 0): SafeNode[] {
  const out: SafeNode[] = [];
  for (const node of Array.from(nodes)) {
    if (node.nodeType === TEXT_NODE) {
      if (node.textContent) out.push(node.textContent);
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const tag = node.nodeName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    if (depth >= MAX_DEPTH) {
      if (node.textContent) out.push(node.textContent);
      continue;
    }
    const children = tag === 'br' ? [] : cleanNodes(node.childNodes, depth + 1);
    if (!KEPT.has(tag)) {
      out.push(...children);
    } else if (tag === 'a') {
      const href = node.getAttribute?.('href')?.trim() ?? '';
      out.push(SAFE_HREF.test(href) ? { tag, href, children } : { tag: 'span', children });
    } else if (tag === 'bdi') {
      // A run isolated in one direction (docs/number-format.md): dir ltr or rtl only, as the server keeps.
      const dir = node.getAttribute?.('dir')?.trim().toLowerCase();
      out.push(dir === 'ltr' || dir === 'rtl' ? { tag, dir, children } : { tag, children });
    } else {
      out.push({ tag, children });
    }
  }
  return out;
}

/**
 * Parses editor HTML with the browser's inert parser (DOMParser: no script runs, nothing loads) and
 * keeps only the allowed elements. Nothing of the input ever reaches innerHTML: the result is data.
 */
export function parseSafeHtml(html: string): SafeNode[] {
  if (typeof DOMParser === 'undefined') return [];
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return cleanNodes(parsed.body.childNodes as unknown as ArrayLike<NodeLike>);
}

/** React elements of a cleaned tree (links open in a new tab, without an opener). */
export function renderSafe(nodes: readonly SafeNode[], prefix = 'n'): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${prefix}-${index}`;
    if (typeof node === 'string') return node;
    const children = node.children.length > 0 ? renderSafe(node.children, key) : undefined;
    if (node.tag === 'a')
      return createElement(
        'a',
        { key, href: node.href, rel: 'noopener noreferrer', target: '_blank' },
        children,
      );
    return createElement(node.tag, node.dir ? { key, dir: node.dir } : { key }, children);
  });
}

/** A guide's content as the preview shows it. */
export function SafeHtml({ html }: { html: string }) {
  return <>{renderSafe(parseSafeHtml(html))}</>;
}
