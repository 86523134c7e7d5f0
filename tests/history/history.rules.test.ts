// @vitest-environment node
/** What one audit entry changed, field by field, and the line 'Historial' shows for it. */
import { describe, expect, it } from 'vitest';
import { changesOf, historyLineOf } from '../../machines/history/index.ts';
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
