import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../e2e/support/chromium.ts';
import { CONSOLE_PATHS } from '../packages/core/src/auth/roles.ts';
import { PUBLIC_PATHS } from '../packages/core/src/site/routes.ts';
import { startProductionServer } from './production-server.ts';

/**
 * `npm run shots`: a screenshot walk of the site for people to look at (README "Tests"). Starts the real
 * server on the existing production build (it builds nothing) with a fresh demo data folder, then writes
 * full-page pictures `shots/<width>/<lang>/<route>.png` of every public route at 360 and 1280 px in
 * Turkish, English and Arabic and of every console page at 390 and 1280 px (signed in as the Admin),
 * and one contact sheet per route, `shots/sheets/<route>.png`, with all its pictures side by side.
 * `--only <text>` keeps the routes whose path contains the text.
 */

const OUT = resolve(import.meta.dirname, '../shots');
const LANGS = [
  { name: 'tr', stored: 'tr', dir: 'ltr' },
  { name: 'en', stored: 'en', dir: 'ltr' },
  { name: 'ar', stored: 'sa', dir: 'rtl' },
] as const;
const PUBLIC_WIDTHS = [360, 1280];
const CONSOLE_WIDTHS = [390, 1280];
/** Contact sheets show every picture at this scale. */
const SHEET_SCALE = 0.35;
/** The first Admin of the shots server. */
const ADMIN = { email: 'admin@shots.test', password: 'Shots-Admin-Parola-7' };
/** A path no route has: the not-found page. */
const NOT_FOUND_PATH = '/bu-sayfa-yok';

/** The public routes (the list the router, the prerender and the sitemap share), and the not-found page. */
const PUBLIC_ROUTES = [...PUBLIC_PATHS, NOT_FOUND_PATH];
const CONSOLE_ROUTES: readonly string[] = Object.values(CONSOLE_PATHS);

// The little browser code below, typed here: the scripts are compiled without the DOM library
// (apps/api/tsconfig.json), and string code would break on the site's script policy (no eval).
declare const document: {
  querySelector(selector: string): object | null;
  documentElement: { dir: string; scrollHeight: number };
  body: { scrollWidth: number; scrollHeight: number };
  fonts: { ready: Promise<unknown> };
  images: ArrayLike<{ complete: boolean }>;
};
declare const window: { innerHeight: number; scrollTo(x: number, y: number): void };

/** A route's file name: `home` for `/`, slashes as `__`. */
export const routeName = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '__'));

async function newContext(browser: Browser, url: string, width: number, stored: string) {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width, height: 900 },
    locale: 'tr-TR',
  });
  // Text, not a function: it is injected as a script, and typed without the DOM library.
  await context.addInitScript(`(() => {
    if (window !== window.top || sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    if (${JSON.stringify(stored)} !== 'tr') localStorage.setItem('selectedLanguage', ${JSON.stringify(stored)});
    localStorage.setItem('cookie-consent', 'true');
  })()`);
  // Nothing leaves this machine: the contact page's map frame gets a blank stand-in.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>outside</title>' }),
  );
  return context;
}

/** Opens a page, waits for hydration and data, scrolls once to the end (lazy images) and back. */
async function settle(page: Page, path: string, dir: string) {
  await page.goto(path);
  await page.waitForFunction((expected) => {
    const button = document.querySelector('header button, main button, form button');
    const hydrated = button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
    return Boolean(hydrated) && document.documentElement.dir === expected;
  }, dir);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 60));
    }
    window.scrollTo(0, 0);
  });
  await quiet(page);
}

/** No request for half a second and the fonts in. */
async function quiet(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function shoot(page: Page, file: string) {
  mkdirSync(dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
}

async function signIn(context: BrowserContext) {
  const page = await context.newPage();
  await settle(page, '/login', 'ltr');
  await page.locator('input[autocomplete="username"]').fill(ADMIN.email);
  const password = page.locator('input[autocomplete="current-password"]');
  await password.fill(ADMIN.password);
  await password.press('Enter');
  await page.waitForURL(`**${CONSOLE_PATHS.home}`);
  return page;
}

/** A PNG's size, from its header. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** One picture of a route's variants side by side, scaled down, composed by Chromium from file:// tiles. */
async function contactSheet(browser: Browser, name: string, files: { label: string; file: string }[]) {
  const dir = join(OUT, 'sheets');
  mkdirSync(dir, { recursive: true });
  const tiles = files
    .map(({ label, file }) => {
      const { width, height } = pngSize(file);
      const src = pathToFileURL(file).href;
      return `<figure><figcaption>${label}</figcaption><img src="${src}" width="${Math.round(width * SHEET_SCALE)}" height="${Math.round(height * SHEET_SCALE)}"></figure>`;
    })
    .join('');
  const html = join(dir, `.${name}.html`);
  writeFileSync(
    html,
    `<!doctype html><meta charset="utf-8"><style>body{margin:0;padding:16px;font:14px sans-serif;background:#ddd;display:flex;gap:16px;align-items:flex-start;inline-size:max-content}figure{margin:0}figcaption{margin-block-end:4px}img{display:block;background:#fff;box-shadow:0 0 0 1px #999}</style><h1 style="writing-mode:vertical-lr;margin:0;font-size:18px">${name}</h1>${tiles}`,
  );
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  try {
    await page.goto(pathToFileURL(html).href);
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    const size = await page.evaluate(() => ({
      width: document.body.scrollWidth,
      height: document.body.scrollHeight,
    }));
    await page.setViewportSize({ width: Math.max(800, size.width), height: 600 });
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  } finally {
    await page.close();
    rmSync(html, { force: true });
  }
}

if (import.meta.main) {
  const onlyIndex = process.argv.indexOf('--only');
  const only = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? '') : '';
  const publicPaths = PUBLIC_ROUTES.filter((path) => path.includes(only));
  const consolePaths = CONSOLE_ROUTES.filter((path) => path.includes(only));
  ensureChromium();
  const started = Date.now();
  const server = await startProductionServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const byRoute = new Map<string, { label: string; file: string }[]>();
  const add = (path: string, label: string, file: string) =>
    byRoute.set(path, [...(byRoute.get(path) ?? []), { label, file }]);
  let count = 0;
  try {
    // A full walk starts clean; `--only` replaces just its own pictures.
    if (!only) rmSync(OUT, { recursive: true, force: true });
    for (const width of PUBLIC_WIDTHS) {
      for (const lang of LANGS) {
        const context = await newContext(browser, server.url, width, lang.stored);
        const page = await context.newPage();
        for (const path of publicPaths) {
          const file = join(OUT, String(width), lang.name, `${routeName(path)}.png`);
          await settle(page, path, lang.dir);
          await shoot(page, file);
          add(path, `${width} · ${lang.name}`, file);
          count += 1;
        }
        await context.close();
        console.log(`${width} px ${lang.name}: ${publicPaths.length} public route(s)`);
      }
    }
    for (const width of consolePaths.length > 0 ? CONSOLE_WIDTHS : []) {
      const context = await newContext(browser, server.url, width, 'tr');
      const page = await signIn(context);
      for (const path of consolePaths) {
        const file = join(OUT, String(width), 'tr', `${routeName(path)}.png`);
        await page.goto(path);
        await quiet(page);
        await shoot(page, file);
        add(path, `${width} · tr`, file);
        count += 1;
      }
      await context.close();
      console.log(`${width} px tr: ${consolePaths.length} console page(s)`);
    }
    for (const [path, files] of byRoute) await contactSheet(browser, routeName(path), files);
  } finally {
    await browser.close();
    await server.stop();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `${count} screenshots of ${publicPaths.length} public route(s) and ${consolePaths.length} console page(s), ` +
      `${byRoute.size} contact sheets, in ${seconds} s: ${relative(process.cwd(), OUT) || OUT}/`,
  );
}
