/**
 * The API messages of 'Usuarios' (staff accounts), checked by the app and by server/ alike.
 *
 * - GET  /usuarios?q&sort&page&pageSize&enabled         staff.view    StaffPage (list contract)
 * - GET  /usuarios/roles                                 staff.manage  StaffRoleOption[] (the role picker)
 * - GET  /usuarios/{id}                                  staff.view    StaffUser (a 409's reload); 404
 * - POST /usuarios  (Idempotency-Key), StaffCreate       staff.manage  201 StaffCreated; 422 `usernameTaken`
 * - PUT  /usuarios/{id}, StaffUpdate                     staff.manage  StaffUser; 409 `staleVersion`; 422 `lastManager`
 * - POST /usuarios/{id}/deshabilitar                     staff.manage  StaffUser; 422 `selfDisable` / `lastManager`
 * - POST /usuarios/{id}/habilitar                        staff.manage  StaffUser
 * - POST /usuarios/{id}/clave, PasswordReset             staff.manage  PasswordResetAnswer
 * - GET  /usuarios/{id}/historial                        staff.view + audit.view  AuditEntry[] (machines/history)
 * Refusals are `{message, code}` (code: `STAFF_ERROR_CODES`); an unknown role is 400 `unknownRole`,
 * an unknown user 404. Every write answers 403 when it would grant more than the caller's role
 * holds (machines/grants.ts): `ownRole`, `roleBeyondGrant` (create, edit), `accountBeyondGrant`
 * (edit, disable, enable, reset the password of an account whose role holds more). Passwords follow `PASSWORD_RULES` (machines/staff/staffAccount.rules.ts).
 */
import * as v from 'valibot';
import { RecordIdSchema, plainLine } from '../input/index.ts';
import { listPageSchema } from '../records/listPage.schema.ts';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** GET /usuarios row: one staff account as the administrator's list shows it. */
export const StaffUserSchema = v.object({
  id,
  /** The sign-in name. */
  username: v.string(),
  name: v.string(),
  /** The role: its id (the role picker's value) and display name, e.g. `Administrador`. */
  id_rol: id,
  r_nombre: v.string(),
  /** A disabled account cannot sign in, and its open sessions have ended. */
  enabled: v.boolean(),
  /** Photo file name under `{origin}/public/`, or null. */
  perfil: v.nullable(v.string()),
  /** Starts at 1, +1 on every change of the account (edit, disable, enable, password). */
  version: id,
});
export type StaffUser = v.InferOutput<typeof StaffUserSchema>;

/** The sort columns GET /usuarios accepts (`sort=name`, `sort=-name`). */
export const STAFF_SORT_COLUMNS = ['username', 'name', 'r_nombre', 'enabled'] as const;
export type StaffSortColumn = (typeof STAFF_SORT_COLUMNS)[number];

/** GET /usuarios?q&sort&page&pageSize: one page of staff accounts (machines/records/listQuery.ts). */
export const StaffPageSchema = listPageSchema(StaffUserSchema);

/** Limits of what an administrator types (the database checks them too). */
export const STAFF_LIMITS = { usernameMin: 3, usernameMax: 32, name: 120, passwordMin: 10, passwordMax: 128 } as const;

/** Letters, digits, `.`, `_` and `-`: a name that is typed the same way on any keyboard. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const UsernameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(STAFF_LIMITS.usernameMin),
  v.maxLength(STAFF_LIMITS.usernameMax),
  v.regex(USERNAME_PATTERN),
);
export const StaffNameSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(STAFF_LIMITS.name), plainLine());
/** A password the administrator sets: length only (NIST SP 800-63B: no composition rules), not blank. */
export const NewPasswordSchema = v.pipe(
  v.string(),
  v.minLength(STAFF_LIMITS.passwordMin),
  v.maxLength(STAFF_LIMITS.passwordMax),
  v.check((value) => value.trim() !== '', 'blank'),
);

/**
 * How a new password is made: `generated` by the server (answered once, never stored in clear) or
 * `set` by the administrator (`password` then required).
 */
export const PasswordChoiceSchema = v.variant('mode', [
  v.object({ mode: v.literal('generated') }),
  v.object({ mode: v.literal('set'), password: NewPasswordSchema }),
]);
export type PasswordChoice = v.InferOutput<typeof PasswordChoiceSchema>;

/** POST /usuarios body. */
export const StaffCreateSchema = v.object({
  username: UsernameSchema,
  name: StaffNameSchema,
  id_rol: RecordIdSchema,
  password: PasswordChoiceSchema,
});
export type StaffCreate = v.InferOutput<typeof StaffCreateSchema>;

/** POST /usuarios answer: the account, and the generated password (null when the admin set it). */
export const StaffCreatedSchema = v.object({
  user: StaffUserSchema,
  /**
   * The generated password, in this answer only. A replay of the same Idempotency-Key answers
   * null here: the server keeps no clear copy (reset the password to get a new one).
   */
  password: v.nullable(v.string()),
});
export type StaffCreated = v.InferOutput<typeof StaffCreatedSchema>;

/** PUT /usuarios/{id} body: name and role, with the version the edit started from. */
export const StaffUpdateSchema = v.object({ name: StaffNameSchema, id_rol: RecordIdSchema, version: RecordIdSchema });
export type StaffUpdate = v.InferOutput<typeof StaffUpdateSchema>;

/** POST /usuarios/{id}/clave body. */
export const PasswordResetSchema = v.object({ password: PasswordChoiceSchema });
export type PasswordReset = v.InferOutput<typeof PasswordResetSchema>;

/** POST /usuarios/{id}/clave answer: the account (its sessions have ended) and the generated password, if any. */
export const PasswordResetAnswerSchema = StaffCreatedSchema;
export type PasswordResetAnswer = StaffCreated;

/**
 * GET /usuarios/roles: what the role picker offers, each role with its permission codes, so the
 * picker tells the roles the caller may give from those it may not (machines/grants.ts).
 * `permissions` absent (an older server): every role is offered, and the server's 403 answers.
 */
export const StaffRoleOptionSchema = v.object({ id_rol: id, r_nombre: v.string(), permissions: v.optional(v.array(v.string())) });
export type StaffRoleOption = v.InferOutput<typeof StaffRoleOptionSchema>;
export const StaffRoleOptionListSchema = v.array(StaffRoleOptionSchema);

/**
 * The `code` of a refusal, beside its `message`; the last three are 403s of the grant rule
 * (machines/grants.ts: nobody grants more than they hold).
 */
export const STAFF_ERROR_CODES = ['usernameTaken', 'staleVersion', 'lastManager', 'selfDisable', 'unknownRole', 'ownRole', 'roleBeyondGrant', 'accountBeyondGrant'] as const;
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];
