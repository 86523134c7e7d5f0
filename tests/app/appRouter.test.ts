import { describe, expect, it, vi } from 'vitest';
import { createAppRouter, memoryHistory, type Blocker, type Guard } from '../../src/app/appRouter.ts';

/** A router on memory history, recording what the rendered app (the history's listener) is told. */
function setUp(start = '/usuarios', guard: Guard = () => null) {
  const base = memoryHistory(start);
  const router = createAppRouter(base, guard);
  const told: string[] = [];
  router.history.listen((update) => told.push(`${update.action} ${update.location.pathname}`));
  let blocker: Blocker = { state: 'unblocked' };
  const block = (shouldBlock = () => true) => router.block(shouldBlock, (b) => (blocker = b));
  return { base, router, told, block, blocker: () => blocker, path: () => router.state.location.pathname };
}

describe('the app router: navigation', () => {
  it('pushes a new entry and tells the app', async () => {
    const { router, told, base, path } = setUp();
    await router.navigate('/roles');
    expect(told).toEqual(['PUSH /roles']);
    expect(base.index).toBe(1);
    expect(path()).toBe('/roles');
  });

  it('replaces instead of stacking when the target is where the app already is', async () => {
    const { router, told, base } = setUp();
    await router.navigate('/usuarios');
    expect(told).toEqual(['REPLACE /usuarios']);
    expect(base.index).toBe(0);
  });

  it('asks the guard on every navigation and goes where it says', async () => {
    const guard = vi.fn<Guard>((pathname) => (pathname === '/caja' ? '/pages/error500' : null));
    const { router, told, path } = setUp('/', guard);
    await router.navigate('/caja');
    expect(guard).toHaveBeenCalledWith('/caja');
    expect(told).toEqual(['PUSH /pages/error500']);
    expect(path()).toBe('/pages/error500');
  });

  it('asks the guard on back and forward too, replacing the entry it refuses', async () => {
    let signedIn = true;
    const { router, told, base, path } = setUp('/', (p) => (p === '/caja' && !signedIn ? '/pages/error500' : null));
    await router.navigate('/caja');
    await router.navigate('/');
    signedIn = false;
    base.go(-1);
    expect(told.slice(2)).toEqual(['REPLACE /pages/error500']);
    expect(path()).toBe('/pages/error500');
  });

  it('revalidate() applies the guard to the current address (start-up, once the session is read)', () => {
    let decided = false;
    const { router, told, path } = setUp('/usuarios', () => (decided ? '/pages/error500' : null));
    router.revalidate();
    expect(told).toEqual([]);
    decided = true;
    router.revalidate();
    expect(told).toEqual(['REPLACE /pages/error500']);
    expect(path()).toBe('/pages/error500');
  });
});

describe('the app router: transitions', () => {
  /** A router whose transition wrapper records which updates it wrapped. */
  function withTransitions(start = '/') {
    const base = memoryHistory(start);
    let inTransition = false;
    const router = createAppRouter(base, (p) => (p === '/caja' ? '/pages/error500' : null), undefined, (update) => {
      inTransition = true;
      update();
      inTransition = false;
    });
    const told: string[] = [];
    router.history.listen((update) => told.push(`${update.location.pathname} ${inTransition ? 'transition' : 'urgent'}`));
    return { base, router, told };
  }

  it('tells the app of an in-app navigation, back and forward inside a transition (the page stays until the next can render)', async () => {
    const { base, router, told } = withTransitions();
    await router.navigate('/usuarios');
    router.history.push('/roles');
    base.go(-1);
    expect(told).toEqual(['/usuarios transition', '/roles transition', '/usuarios transition']);
  });

  it('tells the app of an urgent navigation (the session swapping the screen) outside any transition, redirect included', async () => {
    const { router, told } = withTransitions();
    await router.navigate('/usuarios', { urgent: true });
    await router.navigate('/caja', { urgent: true });
    await router.navigate('/roles');
    expect(told).toEqual(['/usuarios urgent', '/pages/error500 urgent', '/roles transition']);
  });
});

describe('the app router: a replace by where the app already is', () => {
  it('tells nobody and asks no guard (the login page\'s <Navigate> after the session took the app to its start route)', () => {
    const guard = vi.fn<Guard>(() => null);
    const { router, told, base } = setUp('/usuarios', guard);
    router.history.replace('/usuarios');
    expect(told).toEqual([]);
    expect(guard).not.toHaveBeenCalled();
    expect(base.index).toBe(0);
  });

  it('still goes through when it changes the search, the hash or the state', () => {
    const { router, told } = setUp('/usuarios');
    router.history.replace('/usuarios?page=2');
    router.history.replace('/usuarios?page=2#fin');
    router.history.replace('/usuarios?page=2#fin', { from: 'aquí' });
    expect(told).toEqual(['REPLACE /usuarios', 'REPLACE /usuarios', 'REPLACE /usuarios']);
  });
});

describe('the app router: prefetching the pages on the way', () => {
  it('asks for the first address, every destination (after the guard) and back/forward, before they land', async () => {
    const asked: string[] = [];
    const base = memoryHistory('/');
    const router = createAppRouter(base, (p) => (p === '/caja' ? '/pages/error500' : null), (p) => asked.push(p));
    await router.navigate('/usuarios');
    await router.navigate('/caja');
    base.go(-1);
    expect(asked).toEqual(['/', '/usuarios', '/pages/error500', '/usuarios']);
  });
});

describe('the app router: the leave blocker', () => {
  it('holds a navigation the page does not want, until it is answered', async () => {
    const { router, told, block, blocker, path } = setUp();
    const shouldBlock = vi.fn(() => true);
    block(shouldBlock);
    await router.navigate('/roles');
    expect(shouldBlock).toHaveBeenCalledWith({
      currentLocation: expect.objectContaining({ pathname: '/usuarios' }),
      nextLocation: expect.objectContaining({ pathname: '/roles' }),
    });
    expect(told).toEqual([]);
    expect(path()).toBe('/usuarios');
    const held = blocker();
    expect(held).toMatchObject({ state: 'blocked', location: { pathname: '/roles' } });

    if (held.state === 'blocked') held.proceed();
    expect(told).toEqual(['PUSH /roles']);
    expect(blocker().state).toBe('unblocked');
  });

  it('stays where it is when the blocker is reset', async () => {
    const { router, told, block, blocker, path } = setUp();
    block();
    await router.navigate('/roles');
    const held = blocker();
    if (held.state === 'blocked') held.reset();
    expect(blocker().state).toBe('unblocked');
    expect(told).toEqual([]);
    expect(path()).toBe('/usuarios');
  });

  it('lets through what shouldBlock allows', async () => {
    const { router, told, block } = setUp();
    block(() => false);
    await router.navigate('/roles');
    expect(told).toEqual(['PUSH /roles']);
  });

  it('holds the back button: the address goes back to the page, and proceeding replays the step', async () => {
    const { router, told, base, block, blocker, path } = setUp('/');
    await router.navigate('/conf_mensajes');
    block();
    base.go(-1);
    expect(base.index).toBe(1);
    expect(told).toEqual(['PUSH /conf_mensajes']);
    expect(path()).toBe('/conf_mensajes');
    const held = blocker();
    expect(held).toMatchObject({ state: 'blocked', location: { pathname: '/' } });

    if (held.state === 'blocked') held.proceed();
    expect(base.index).toBe(0);
    expect(told).toEqual(['PUSH /conf_mensajes', 'POP /']);
    expect(path()).toBe('/');
  });

  it('stops holding once the page lets go of it', async () => {
    const { router, told, block } = setUp();
    const release = block();
    release();
    await router.navigate('/roles');
    expect(told).toEqual(['PUSH /roles']);
  });

  it('holds nothing and tells nobody once disposed', async () => {
    const { router, told, base, block, blocker } = setUp();
    block();
    router.dispose();
    await router.navigate('/caja');
    expect(blocker().state).toBe('unblocked');
    expect(base.location.pathname).toBe('/caja');
    expect(told).toEqual([]);
  });
});

describe('the app router: showing the page again (a click on the current menu entry)', () => {
  it('tells every reload listener, and no history listener (the address stays as it is)', () => {
    const { router, told, base } = setUp('/caja');
    const reloads = vi.fn();
    const stop = router.onReload(reloads);
    router.reload();
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(told).toEqual([]);
    expect(base.index).toBe(0);
    stop();
    router.reload();
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('asks the leave blocker first, saying it is a reload; the page is shown again only once it proceeds', () => {
    const { router, block, blocker } = setUp('/conf_mensajes');
    const reloads = vi.fn();
    router.onReload(reloads);
    const shouldBlock = vi.fn(() => true);
    block(shouldBlock);
    router.reload();
    expect(shouldBlock).toHaveBeenCalledWith({ currentLocation: expect.objectContaining({ pathname: '/conf_mensajes' }), nextLocation: expect.objectContaining({ pathname: '/conf_mensajes' }), reload: true });
    expect(reloads).not.toHaveBeenCalled();
    const held = blocker();
    if (held.state !== 'blocked') throw new Error('the reload was not held');
    held.proceed();
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('stays as it is when the blocker is reset', () => {
    const { router, block, blocker } = setUp('/conf_mensajes');
    const reloads = vi.fn();
    router.onReload(reloads);
    block();
    router.reload();
    const held = blocker();
    if (held.state !== 'blocked') throw new Error('the reload was not held');
    held.reset();
    expect(reloads).not.toHaveBeenCalled();
  });
});
