import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { page, preloadPagesAt } from '../../src/app/lazyPage.ts';

const Component = () => null;

describe("a lazy page's preload", () => {
  it('imports the chunk once however often the router prefetches it', async () => {
    const load = vi.fn(() => Promise.resolve(Component));
    const Page = page(load);
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load (a dropped connection must not stick)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Component);
    const Page = page(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the pages at an address', () => {
  it('fetches the layout and the page that match, and nothing else, and settles once both are here', async () => {
    let arrive!: () => void;
    const layoutHere = new Promise<void>((resolve) => (arrive = resolve));
    const loads = { layout: vi.fn(() => layoutHere.then(() => Component)), page: vi.fn(() => Promise.resolve(Component)), other: vi.fn(() => Promise.resolve(Component)) };
    const [Layout, Page, Other] = [page(loads.layout), page(loads.page), page(loads.other)];
    const routes: RouteObject[] = [
      { element: createElement(Layout), children: [{ path: 'here', element: createElement(Page) }, { path: 'there', element: createElement(Other) }] },
    ];
    let settled = false;
    const preloaded = preloadPagesAt(routes, '/here').then(() => (settled = true));
    await Page.preload();
    expect(settled).toBe(false);
    arrive();
    await preloaded;
    expect([loads.layout.mock.calls.length, loads.page.mock.calls.length, loads.other.mock.calls.length]).toEqual([1, 1, 0]);
  });
});
