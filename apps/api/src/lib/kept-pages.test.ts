import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeptPages } from './kept-pages.ts';
import { pageOf, type RenderedPage } from './page-cache.ts';

// The rendered pages served again (docs/security.md "Page rendering and caching"): what is kept, when it
// is rendered again, and that concurrent requests share one render.

const body = (text: string) => Buffer.from(`<html>${`<p>${text}</p>`.repeat(100)}</html>`);

/** A KeptPages whose renders are counted and answer what `answer` says for the site data version now. */
function kept(answer: (key: string, render: number) => { status: number; text: string } = () => ok) {
  let version = 1;
  const renders: string[] = [];
  const errors: object[] = [];
  let failNext = false;
  const pages = new KeptPages({
    render: async (key) => {
      renders.push(key);
      if (failNext) {
        failNext = false;
        throw new Error('render broke');
      }
      const { status, text } = answer(key, renders.length);
      return pageOf(status, { 'content-type': 'text/html' }, body(text), version);
    },
    version: () => version,
    log: { error: (obj) => errors.push(obj) },
  });
  return {
    pages,
    renders,
    errors,
    setVersion: (next: number) => {
      version = next;
    },
    failNextRender: () => {
      failNext = true;
    },
  };
}
const ok = { status: 200, text: 'Kampanyalar' };
const text = (page: RenderedPage) => page.prepared.body.toString();
/** Lets the background render started by a `get` finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  vi.useRealTimers();
});

describe('kept pages', () => {
  it('renders a page once for concurrent requests and answers the kept copy, not a promise, after', async () => {
    const { pages, renders } = kept();
    const [first, second] = await Promise.all([pages.get('/a', {}), pages.get('/a', {})]);
    expect(renders).toEqual(['/a']);
    expect(second).toBe(first);
    // Compressed off the event loop before it was first answered.
    expect(first.prepared.has('br') && first.prepared.has('gzip')).toBe(true);
    const again = pages.get('/a', {});
    expect(again).not.toBeInstanceOf(Promise);
    expect(again).toBe(first);
    expect(pages.size).toBe(1);
  });

  it('keeps pages, the not-found page and a bad link’s page, never an error page', async () => {
    const statuses: Record<string, number> = { '/ok': 200, '/bad': 400, '/nf': 404, '/err': 500 };
    const { pages, renders } = kept((key) => ({ status: statuses[key] ?? 200, text: key }));
    for (const key of Object.keys(statuses)) await pages.get(key, {});
    for (const key of Object.keys(statuses)) await pages.get(key, {});
    expect(renders.filter((key) => key === '/err')).toHaveLength(2);
    expect(renders.filter((key) => key !== '/err')).toEqual(['/ok', '/bad', '/nf']);
    expect(pages.size).toBe(3);
  });

  it('renders a page of an older site data version again before answering', async () => {
    const { pages, renders, setVersion } = kept((_key, render) => ({ status: 200, text: `v${render}` }));
    expect(text(await pages.get('/a', {}))).toContain('v1');
    setVersion(2);
    const fresh = pages.get('/a', {});
    expect(fresh).toBeInstanceOf(Promise);
    const page = await fresh;
    expect(text(page)).toContain('v2');
    expect(page.version).toBe(2);
    expect(renders).toEqual(['/a', '/a']);
  });

  it('answers a page older than 5 s as kept and renders it again in the background, one page at a time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { pages, renders } = kept((key, render) => ({ status: 200, text: `${key} ${render}` }));
    const a = await pages.get('/a', {});
    const b = await pages.get('/b', {});
    vi.setSystemTime(Date.now() + 4_000);
    expect(pages.get('/a', {})).toBe(a);
    expect(renders).toEqual(['/a', '/b']);

    vi.setSystemTime(Date.now() + 2_000);
    // Stale by time: the kept copy now, one background render; /b waits for the next request.
    expect(pages.get('/a', {})).toBe(a);
    expect(pages.get('/b', {})).toBe(b);
    expect(renders).toEqual(['/a', '/b', '/a']);
    await settle();
    const refreshed = pages.get('/a', {}) as RenderedPage;
    expect(text(refreshed)).toContain('/a 3');
    expect(pages.get('/b', {})).toBe(b);
    expect(renders).toEqual(['/a', '/b', '/a', '/b']);
  });

  it('logs a failed background render and keeps answering the kept copy', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { pages, renders, errors, failNextRender } = kept();
    const a = await pages.get('/a', {});
    vi.setSystemTime(Date.now() + 6_000);
    failNextRender();
    expect(pages.get('/a', {})).toBe(a);
    await settle();
    expect(errors).toEqual([expect.objectContaining({ url: '/a' })]);
    expect(pages.get('/a', {})).toBe(a);
    expect(renders).toEqual(['/a', '/a', '/a']);
  });
});
