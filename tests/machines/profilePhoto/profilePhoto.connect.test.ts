// @vitest-environment node
/** The photo dialog's view model without React: each field per state, each intent's event. */
import { describe, expect, it, vi } from 'vitest';
import type { StateValue } from 'xstate';
import {
  connectProfilePhoto,
  profilePhotoMachine,
  type ProfilePhotoContext,
  type ProfilePhotoEvent,
} from '../../../machines/profilePhoto/index.ts';
import { jpeg } from '../../utils/fixtures/profilePhoto.ts';

function view(value: StateValue, context: ProfilePhotoContext = { userId: 7, file: null }) {
  const send = vi.fn<(event: ProfilePhotoEvent) => void>();
  return { view: connectProfilePhoto(profilePhotoMachine.resolveState({ value, context }), send), send };
}

describe('fields', () => {
  it.each([
    ['closed', { userId: null, file: null }, { open: false, isSaving: false, file: null }],
    [{ open: 'empty' }, { userId: 7, file: null }, { open: true, isSaving: false, file: null }],
    [{ open: 'selected' }, { userId: 7, file: jpeg }, { open: true, isSaving: false, file: jpeg }],
    ['saving', { userId: 7, file: jpeg }, { open: true, isSaving: true, file: jpeg }],
  ] as const)('in %j', (value, context, fields) => {
    const { view: v } = view(value, context);
    expect({ open: v.open, isSaving: v.isSaving, file: v.file }).toEqual(fields);
  });
});

describe('intents', () => {
  it('choose sends the file', () => {
    const { view: v, send } = view({ open: 'empty' });
    v.choose(jpeg);
    expect(send.mock.calls).toEqual([[{ type: 'file.chosen', file: jpeg }]]);
  });

  it.each([
    ['save', { type: 'save.requested' }],
    ['close', { type: 'dialog.closed' }],
  ] as const)('%s sends %j', (intent, event) => {
    const { view: v, send } = view({ open: 'selected' }, { userId: 7, file: jpeg });
    v[intent]();
    expect(send.mock.calls).toEqual([[event]]);
  });
});
