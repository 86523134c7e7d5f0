// @vitest-environment node
/** What one audit entry changed, field by field, and the line 'Historial' shows for it. */
import { describe, expect, it } from 'vitest';
import { changesOf, historyLineOf, inFieldOrder } from '../../machines/history/index.ts';
import { ANA_HISTORY } from '../customers/customers.fixtures.ts';
import { LOCATION_HISTORY } from './history.fixtures.ts';

describe('changesOf', () => {
  it('an update lists only the fields that changed, without the bookkeeping', () => {
    expect(changesOf(ANA_HISTORY[0]!)).toEqual([{ field: 'phone', before: '555-0000', after: '555-0101' }]);
  });

  it('a create lists every field it set, with nothing before', () => {
    expect(changesOf(ANA_HISTORY[1]!)).toEqual([
      { field: 'name', before: null, after: 'Ana Pérez' },
      { field: 'document_number', before: null, after: '30111222' },
    ]);
  });

  it('a create leaves out what it did not set: an empty text is nothing, not a change from nothing', () => {
    const entry = { id: 1, at: '2026-01-01T00:00:00.000Z', user_name: 'Ana', action: 'create' as const, before: null, after: { name: 'Casa central', city: '', address: null } };
    expect(changesOf(entry)).toEqual([{ field: 'name', before: null, after: 'Casa central' }]);
  });

  it('an update that empties a field says it, to nothing', () => {
    const entry = { id: 1, at: '2026-01-01T00:00:00.000Z', user_name: 'Ana', action: 'update' as const, before: { city: 'Rosario' }, after: { city: '' } };
    expect(changesOf(entry)).toEqual([{ field: 'city', before: 'Rosario', after: null }]);
  });

  it('says numbers, booleans and lists as text', () => {
    const entry = { id: 1, at: '2026-01-01T00:00:00.000Z', user_name: 'Ana', action: 'update' as const, before: { n: 1, on: true, codes: ['a'] }, after: { n: 2, on: false, codes: ['a', 'b'] } };
    expect(changesOf(entry)).toEqual([
      { field: 'n', before: '1', after: '2' },
      { field: 'on', before: 'true', after: 'false' },
      { field: 'codes', before: '["a"]', after: '["a","b"]' },
    ]);
  });
});

describe('historyLineOf', () => {
  it('keeps who, when, what and both whole records (a value may read another field)', () => {
    const line = historyLineOf(LOCATION_HISTORY[0]!);
    expect(line).toMatchObject({ id: 12, userName: 'Carlos Ruiz', action: 'update', at: '2026-11-20T15:30:00.000Z' });
    expect(line.changes.map((c) => c.field)).toEqual(['grace_days', 'cash_tolerance']);
    expect(line.after).toMatchObject({ currency: 'ARS', minor_digits: 2 });
    expect(historyLineOf(LOCATION_HISTORY[1]!).before).toEqual({});
  });
});

describe('inFieldOrder', () => {
  const change = (field: string) => ({ field, before: null, after: 'x' });
  it('puts the changes in the form\'s order, the fields it does not name after, in their own order', () => {
    const stored = ['city', 'name', 'zeta', 'country', 'alpha'].map(change);
    expect(inFieldOrder(stored, ['name', 'address', 'city', 'country']).map((c) => c.field)).toEqual(['name', 'city', 'country', 'zeta', 'alpha']);
  });
  it('without an order, keeps the stored one', () => {
    const stored = ['city', 'name'].map(change);
    expect(inFieldOrder(stored, undefined)).toBe(stored);
  });
});
