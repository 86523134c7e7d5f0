import { describe, expect, it } from 'vitest';
import { nextRentalStatus, rentalAllows } from '../../machines/rentals/rental.step.ts';

describe('the rental lifecycle as the server runs it', () => {
  it('a draft is edited, discarded, or signed with its deposit entering an open session', () => {
    expect(nextRentalStatus('draft', { type: 'EDIT' })).toBe('draft');
    expect(nextRentalStatus('draft', { type: 'DISCARD' })).toBe('discarded');
    expect(nextRentalStatus('draft', { type: 'SIGN', deposit: 100, sessionOpen: false })).toBeNull();
    expect(nextRentalStatus('draft', { type: 'SIGN', deposit: 0, sessionOpen: false })).toBe('active');
    expect(nextRentalStatus('draft', { type: 'SIGN', deposit: 100, sessionOpen: true })).toBe('active');
    expect(nextRentalStatus('active', { type: 'SIGN', deposit: 0, sessionOpen: true })).toBeNull();
    expect(rentalAllows('discarded', 'SIGN')).toBe(false);
  });

  it('renewal moves the end later; ending waits for the end date; termination is within the contract', () => {
    expect(nextRentalStatus('active', { type: 'RENEW', endDate: '2026-12-31', newEndDate: '2026-12-31' })).toBeNull();
    expect(nextRentalStatus('active', { type: 'RENEW', endDate: '2026-12-31', newEndDate: '2027-12-31' })).toBe('active');
    expect(nextRentalStatus('active', { type: 'END', today: '2026-12-30', endDate: '2026-12-31' })).toBeNull();
    expect(nextRentalStatus('active', { type: 'END', today: '2026-12-31', endDate: '2026-12-31' })).toBe('ended');
    const contract = { startDate: '2026-01-01', endDate: '2026-12-31' };
    expect(nextRentalStatus('active', { type: 'TERMINATE', date: '2025-12-31', ...contract })).toBeNull();
    expect(nextRentalStatus('active', { type: 'TERMINATE', date: '2026-12-31', ...contract })).toBeNull();
    expect(nextRentalStatus('active', { type: 'TERMINATE', date: '2026-01-01', ...contract })).toBe('terminated');
    expect(nextRentalStatus('draft', { type: 'TERMINATE', date: '2026-06-01', ...contract })).toBeNull();
  });

  it('settling closes an ended or terminated contract; returning cash needs an open session', () => {
    for (const from of ['ended', 'terminated'] as const) {
      expect(nextRentalStatus(from, { type: 'SETTLE', returned: 10, sessionOpen: false })).toBeNull();
      expect(nextRentalStatus(from, { type: 'SETTLE', returned: 0, sessionOpen: false })).toBe('closed');
      expect(nextRentalStatus(from, { type: 'SETTLE', returned: 10, sessionOpen: true })).toBe('closed');
    }
    expect(nextRentalStatus('active', { type: 'SETTLE', returned: 0, sessionOpen: true })).toBeNull();
  });

  it('payments keep the status wherever they are taken; never on a draft or a discarded contract', () => {
    for (const status of ['active', 'ended', 'terminated', 'closed'] as const) {
      expect(nextRentalStatus(status, { type: 'PAYMENT', outstanding: -5 })).toBe(status);
      expect(nextRentalStatus(status, { type: 'PAYMENT_REVERSED', outstanding: 5 })).toBe(status);
    }
    expect(nextRentalStatus('draft', { type: 'PAYMENT', outstanding: 0 })).toBeNull();
    expect(nextRentalStatus('discarded', { type: 'PAYMENT_REVERSED', outstanding: 0 })).toBeNull();
  });

  it('a credit is refunded only from a closed contract (before closing, the settlement returns it with the deposit)', () => {
    expect(nextRentalStatus('closed', { type: 'CREDIT_REFUNDED', outstanding: 0 })).toBe('closed');
    for (const status of ['draft', 'active', 'ended', 'terminated', 'discarded'] as const) expect(nextRentalStatus(status, { type: 'CREDIT_REFUNDED', outstanding: 0 })).toBeNull();
  });
});
