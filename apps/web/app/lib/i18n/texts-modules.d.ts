/** `texts:<namespace>/<path>,<path>`: parts of a namespace's Turkish texts (apps/web/texts-plugin.ts). */
declare module 'texts:*' {
  const texts: import('@pusula/core/i18n/resources.ts').ResourceTree;
  export default texts;
}
