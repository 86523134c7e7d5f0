import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { InspectorPanel } from '../../src/dev/inspector/InspectorPanel.tsx';
import { createPanelStore } from '../../src/dev/inspector/panelStore.ts';
import { createDevInspector } from '../../src/lib/inspector.ts';
import { MASK } from '../../src/lib/maskSecrets.ts';
import { signingInSession } from '../support/signingInSession.ts';

const PASSWORD = 'Sup3r-secret-pass';
const TOKEN = 'tok_0123456789abcdef';
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The real session machine, its effects faked: signing in succeeds. */
function sessionActor(inspect: ReturnType<typeof createPanelStore>['inspect']) {
  return createActor(signingInSession(TOKEN), { inspect, systemId: 'session' });
}

/** The state the chart highlights (`aria-current`), by its key. */
const highlighted = (chart: HTMLElement) =>
  [...chart.querySelectorAll('[aria-current="true"]')].map((el) => el.closest('li')?.getAttribute('data-state'));

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('the offline inspector panel', () => {
  it('lists the live actor, highlights its state, masks a password and sends an event the state accepts', async () => {
    const store = createPanelStore();
    const actor = sessionActor(store.inspect).start();
    render(<InspectorPanel store={store} />);
    await settle();

    const panel = screen.getByRole('complementary', { name: 'Inspector (offline, development)' });
    expect(within(panel).getByRole('button', { name: /^session/ })).toHaveProperty('ariaPressed', 'true');
    const chart = within(panel).getByRole('region', { name: /chart of session/i });
    expect(highlighted(chart)).toEqual(['loggedOut']);
    expect(within(panel).getByTestId('actor-state').textContent).toBe('loggedOut');

    // The form offers what `loggedOut` accepts; the payload is edited as JSON.
    const type = within(chart).getByLabelText('Event the current state accepts');
    expect([...(type as HTMLSelectElement).options].map((o) => o.value)).toEqual(['credentials.submitted', 'storage.changed']);
    fireEvent.change(type, { target: { value: 'credentials.submitted' } });
    fireEvent.change(within(chart).getByLabelText(/payload/i), { target: { value: JSON.stringify({ user: 'admin', password: PASSWORD }) } });
    fireEvent.click(within(chart).getByRole('button', { name: 'Send credentials.submitted' }));
    await settle();
    await settle();

    expect(actor.getSnapshot().value).toEqual({ authenticated: 'loggedIn' });
    expect(highlighted(within(panel).getByRole('region', { name: /chart of session/i }))).toEqual(['authenticated', 'authenticated.loggedIn']);
    const events = within(panel).getByRole('list', { name: 'Last events' });
    const submitted = within(events).getByText('credentials.submitted').closest('li');
    expect(submitted?.textContent).toContain(`"password":"${MASK}"`);
    expect(submitted?.textContent).toContain('"user":"admin"');
    // No event shows the password, nor the token the sign-in answered (the form keeps what was typed).
    expect(events.textContent).toContain('xstate.done.actor.login');
    expect(events.textContent).not.toContain(PASSWORD);
    expect(events.textContent).not.toContain(TOKEN);
    // Nor does the chosen actor's context, which holds the token once signed in.
    const context = within(panel).getByText('Context').closest('details');
    expect(context?.textContent).toContain(`"token": "${MASK}"`);
    expect(context?.textContent).not.toContain(TOKEN);
    actor.stop();
  });

  it('tells an invalid payload instead of sending it', async () => {
    const store = createPanelStore();
    const actor = sessionActor(store.inspect).start();
    render(<InspectorPanel store={store} />);
    await settle();
    fireEvent.change(screen.getByLabelText(/payload/i), { target: { value: '{ nope' } });
    fireEvent.click(screen.getByRole('button', { name: /^Send / }));
    expect(screen.getByRole('alert').textContent).toBe('The payload is not valid JSON.');
    expect(actor.getSnapshot().value).toBe('loggedOut');
    actor.stop();
  });

  it('drops a stopped actor from the list', async () => {
    const store = createPanelStore();
    const actor = sessionActor(store.inspect).start();
    render(<InspectorPanel store={store} />);
    await settle();
    expect(screen.getByRole('button', { name: /^session/ })).toBeTruthy();
    actor.stop();
    await settle();
    expect(screen.queryByRole('button', { name: /^session/ })).toBeNull();
  });

  it('opens with ?inspect=panel in development and sees the actors given its inspect option', async () => {
    window.history.replaceState(null, '', '/?inspect=panel');
    const inspect = await act(() => createDevInspector());
    expect(typeof inspect).toBe('function');
    const actor = sessionActor(inspect as ReturnType<typeof createPanelStore>['inspect']).start();
    await settle();
    const panel = screen.getByRole('complementary', { name: /inspector/i });
    expect(within(panel).getByRole('button', { name: /^session/ })).toBeTruthy();
    actor.stop();
  });
});
