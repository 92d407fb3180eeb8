/**
 * Preloaded by the web app's scripts (package.json, `node --import`): drops one warning line.
 * React Router's CLI and Vite plugin (7.18, the last 7.x) start their internal Vite servers with
 * `envFile: false`, which Vite 8 reports as deprecated at each start, nine times a build, and no
 * option of this project's reaches those servers. Every other message is printed as before.
 */
const DEPRECATED_ENV_FILE = '`envFile` option is deprecated';
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes(DEPRECATED_ENV_FILE)) return;
  warn(...args);
};
