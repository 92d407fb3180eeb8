/**
 * A rendered page without React Router's `<link rel="modulepreload">` tags (docs/decisions/0010-first-paint.md):
 * on a phone they pulled every script of the page (about 200 KB on `/`) in before the first paint,
 * beside the CSS. The page's inline module script still imports the same files, so nothing else
 * changes; the browser finds the deeper chunks one round trip later, after the text is on screen.
 * Only the head is touched (React hoists those links there).
 */
export function withoutModulePreloads(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd).replace(/<link rel="modulepreload"[^>]*>/g, '');
  return head + html.slice(headEnd);
}
