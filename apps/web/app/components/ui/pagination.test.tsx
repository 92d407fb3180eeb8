import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pagination, type PaginationLabels, pageWindow } from './pagination.tsx';

describe('page numbers around the current page (docs/requirements/site-and-pages.md#pagination)', () => {
  it('shows up to 5, centred, shifted at the edges', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 11)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 11)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(11, 11)).toEqual([7, 8, 9, 10, 11]);
    expect(pageWindow(10, 11)).toEqual([7, 8, 9, 10, 11]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

const labels: PaginationLabels = {
  nav: 'Pages',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  page: (page) => `Page ${page}`,
};

const render = (props: Partial<Parameters<typeof Pagination>[0]>) =>
  renderToStaticMarkup(<Pagination page={1} pages={1} labels={labels} onPage={() => {}} {...props} />);

describe('the pager', () => {
  it('is left out for a single page, unless it has a summary to show', () => {
    expect(render({ pages: 1 })).toBe('');
    expect(render({ pages: 0, summary: 'Page 1 / 0' })).toBe('');
    const single = render({ pages: 1, summary: 'Page 1 / 1 · 3 funds' });
    expect(single).toContain('<p');
    expect(single).toContain('Page 1 / 1 · 3 funds');
    expect(single).toContain('aria-label="Page 1"');
  });

  it('marks the current page, disables the edges it stands on, and everything while disabled', () => {
    const html = render({ page: 7, pages: 7 });
    expect(html).toMatch(/aria-label="Page 7" aria-current="page"/);
    expect(html).toMatch(/aria-label="Next" title="Next" disabled=""/);
    expect(html).not.toMatch(/aria-label="Previous" title="Previous" disabled=""/);
    const off = render({ page: 2, pages: 7, disabled: true });
    expect(off.match(/disabled=""/g)).toHaveLength(9);
  });
});
