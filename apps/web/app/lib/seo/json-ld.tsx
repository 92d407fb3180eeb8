import { type JsonLd as JsonLdData, jsonLdText } from '@pusula/core/site/seo.ts';

/** One schema.org block (a data block: never executed, so no script policy applies). */
export function JsonLd({ data }: { data: JsonLdData }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON text with `<` escaped, see jsonLdText
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
