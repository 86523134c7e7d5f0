import { describe, expect, it, vi } from 'vitest';
import { page } from '../../src/app/lazyPage.ts';

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
