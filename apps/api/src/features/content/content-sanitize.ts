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
  allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'br', 'bdi'],
  // rel and target are only ever the ones set below (the transform drops whatever the author wrote).
  // A bdi keeps a formula or a figure one run in the other direction (docs/number-format.md); its dir
  // is only ever ltr or rtl (the transform below).
  allowedAttributes: { a: ['href', 'rel', 'target'], bdi: ['dir'] },
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
    bdi: (_tagName, attribs) => {
      const dir = attribs.dir?.trim().toLowerCase();
      const kept: sanitizeHtml.Attributes = {};
      if (dir === 'ltr' || dir === 'rtl') kept.dir = dir;
      return { tagName: 'bdi', attribs: kept };
    },
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
 * A guide's HTML as the site may show it: paragraphs, lists, emphasis, line breaks, links and
 * direction-isolated runs (`<bdi dir="ltr">`, dir ltr or rtl only)
 * (href only; http, https, mailto, tel; outside http(s) links open in a new tab without an opener).
 * Everything else is stripped; <script>/<style> and the like go with their content.
 */
export function sanitizeGuideHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
