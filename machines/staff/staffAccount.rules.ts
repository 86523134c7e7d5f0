/**
 * The staff-account rules the server enforces and the app follows (to offer only what will not
 * be refused): who may be disabled, that someone can always still manage accounts, and how a
 * password is generated. Pure: the random source and the counts are passed in.
 */
import type { StaffErrorCode } from './staff.schema.ts';

/** An account as far as the rules care: may it sign in, and does its role hold `staff.manage`? */
export interface AccountStanding {
  enabled: boolean;
  manages: boolean;
}

export interface AccountChange {
  /** The signed-in administrator making the change. */
  actorId: number;
  targetId: number;
  before: AccountStanding;
  after: AccountStanding;
  /** Enabled accounts other than the target whose role holds `staff.manage`. */
  otherEnabledManagers: number;
}

/** An administrator never disables their own account (they would lock themself out mid-session). */
export const mayDisable = (actorId: number, targetId: number): boolean => actorId !== targetId;

/** Would the change leave no enabled account that can manage accounts (nobody could undo it)? */
export function leavesNoManager(change: Pick<AccountChange, 'before' | 'after' | 'otherEnabledManagers'>): boolean {
  const was = change.before.enabled && change.before.manages;
  const is = change.after.enabled && change.after.manages;
  return was && !is && change.otherEnabledManagers === 0;
}

/** Why a change is refused (the answer's `code`), or null when it is allowed. */
export function refusalOf(change: AccountChange): Extract<StaffErrorCode, 'selfDisable' | 'lastManager'> | null {
  if (change.before.enabled && !change.after.enabled && !mayDisable(change.actorId, change.targetId)) return 'selfDisable';
  if (leavesNoManager(change)) return 'lastManager';
  return null;
}

/** No 0/O, 1/l/I: read aloud or copied by hand without mistakes. 57 symbols. */
export const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** 16 symbols of 57: about 93 bits, far beyond online guessing (the login is throttled too). */
export const GENERATED_PASSWORD_LENGTH = 16;

/**
 * A new password from `randomIndex(n)`, which must answer a uniformly random integer in [0, n)
 * (the server passes `crypto.randomInt`; tests pass a fixed sequence).
 */
export function generatePassword(randomIndex: (n: number) => number): string {
  let password = '';
  for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i += 1) password += PASSWORD_ALPHABET[randomIndex(PASSWORD_ALPHABET.length)] ?? '';
  return password;
}
