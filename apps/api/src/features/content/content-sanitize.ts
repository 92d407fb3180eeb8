import { isSafeLink } from '@pusula/core/contract/site-link.ts';
import sanitizeHtml from 'sanitize-html';

const ABSOLUTE_WEB = /^https?:\/\//i;

/**
 * What sanitize-html lets through but a browser may read as another site (docs/security.md "Links"):
 * a backslash anywhere, or a site path that is not `isSafeLink` (`/%5Cx`, `/%2F/x`).
 */
function isAllowedHref(href: string): boolean {
  if (href.includes('\\')) return false;
  return !href.startsWith('/') || isSafeLink(href);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'br'],
  // rel and target are only ever the ones set below (the transform drops whatever the author wrote).
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped together with everything inside them (other unknown tags keep their text).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'xmp',
    'noscript',
    'noembed',
    'noframes',
    'template',
    'iframe',
    'title',
  ],
  transformTags: {
    a: (_tagName, attribs) => {
      const href = attribs.href?.trim();
      const kept: sanitizeHtml.Attributes = {};
      if (!href || !isAllowedHref(href)) return { tagName: 'a', attribs: kept };
      kept.href = href;
      if (ABSOLUTE_WEB.test(href)) Object.assign(kept, { rel: 'noopener noreferrer', target: '_blank' });
      return { tagName: 'a', attribs: kept };
    },
  },
};

/**
 * A guide's HTML as the site may show it: paragraphs, lists, emphasis, line breaks and links
 * (href only; http, https, mailto, tel; outside http(s) links open in a new tab without an opener).
 * Everything else is stripped; <script>/<style> and the like go with their content.
 */
export function sanitizeGuideHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
