// @vitest-environment node
/**
 * The demo cash is dated by the business clock, as the loans', rentals' and debts' seeds are: a
 * server started on another date (SOFIA_CLOCK, a test's clock) used to get its cash sessions on
 * the real date, so that its cash and its loans lived on different days.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../server/clock.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';

const env = serverWithSignedInStaff(() => ({ clock: fixedClock('2031-05-20T15:00:00Z') }));

describe('the demo cash on a server started on another date', () => {
  it("puts yesterday's closed session and today's open ones on the business clock's days", async () => {
    const rows = await env.server.db.query<{ d: string; status: string }>(
      "SELECT to_char(business_date, 'YYYY-MM-DD') AS d, status FROM cash_sessions ORDER BY id",
    );
    expect(rows).toEqual([
      { d: '2031-05-19', status: 'closed' },
      { d: '2031-05-20', status: 'open' },
      { d: '2031-05-20', status: 'open' },
    ]);
  });
});
