/**
 * Sign-ins in flight per client address (issue 30): the password-check queue (hashLimit.ts) is
 * shared by everyone, so one address sending many sign-ins at once filled it and everybody else's
 * got 503. Each address may have at most `maxPerAddress` sign-ins between their arrival and their
 * answer; one more is refused at once (POST /login answers 429 `addressThrottled` with
 * Retry-After), before it touches the database or the queue. Only in-flight requests count (the
 * failures' throttle, throttle.ts, counts what came of them), so a memory of at most one entry
 * per address with a request in progress.
 */
export class AddressGate {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly maxPerAddress: number) {}

  /** A release to call once the sign-in is answered, or null when the address is at its limit. */
  enter(address: string): (() => void) | null {
    const count = this.inFlight.get(address) ?? 0;
    if (count >= this.maxPerAddress) return null;
    this.inFlight.set(address, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(address) ?? 1) - 1;
      if (left <= 0) this.inFlight.delete(address);
      else this.inFlight.set(address, left);
    };
  }

  /** Sign-ins of the address now in flight (tests). */
  count(address: string): number {
    return this.inFlight.get(address) ?? 0;
  }
}
