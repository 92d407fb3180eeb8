import sanitizeHtml from 'sanitize-html';

const ABSOLUTE_WEB = /^https?:\/\//i;

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
      if (href) kept.href = href;
      if (href && ABSOLUTE_WEB.test(href))
        Object.assign(kept, { rel: 'noopener noreferrer', target: '_blank' });
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

// C0 controls other than tab, line feed and carriage return, and DEL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text can be stored and shown: no NUL or other control character, no lone surrogate. */
export function isCleanText(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

/**
 * The dotted paths (`texts.en.title`) of every string in an editor's body that is not clean text.
 * PostgreSQL refuses NUL in text columns; a lone surrogate cannot be encoded as UTF-8 at all.
 */
export function uncleanFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return isCleanText(value) ? [] : [path || '-'];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => uncleanFields(inner, path ? `${path}.${key}` : key));
}
