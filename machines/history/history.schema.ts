/**
 * 'Historial', the audit log of one record, as every area's detail or edit screen reads it:
 * GET /{area}/{id}/historial → AuditEntry[] (newest first), with the area's view permission plus
 * `audit.view` (403 otherwise; 404 when the record does not exist). server/audit/history.ts
 * answers it for every area.
 */
import * as v from 'valibot';

/** What a write did (server/audit/log.ts writes them). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'disable',
  'enable',
  'passwordReset',
  // The user changed their own password (issue 29, item 9): never the password itself.
  'passwordChange',
  // The cash box (#16): sessions, movements and deliveries.
  'open',
  'record',
  'requestClose',
  'close',
  'approve',
  'reopen',
  'reverse',
  'receive',
  'dispute',
  'cancel',
  'resolve',
  // Loans (#17): an application and its lifecycle's transitions ('approve' above).
  'apply',
  'reject',
  'withdraw',
  'undoApproval',
  'disburse',
  'writeOff',
  'undoWriteOff',
  // A loan's late charges waived ('Condonar recargo', #32).
  'waiveCharge',
  // Rentals (#18): a contract's lifecycle ('create', 'update' above).
  'sign', 'discard', 'renew', 'end', 'terminate', 'settle',
  // A record's credit paid back to the customer ('Devolver saldo a favor', #29).
  'refund',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The areas with a 'Historial', by the path segment of their routes. */
export const HISTORY_AREAS = ['clientes', 'roles', 'usuarios', 'ubicaciones', 'prestamos', 'alquileres', 'deudas', 'honorarios'] as const;
export type HistoryArea = (typeof HISTORY_AREAS)[number];

/** Which record's history: its area and id. */
export interface HistoryRef {
  area: HistoryArea;
  id: number;
}

export const historyPath = (ref: HistoryRef): string => `/${ref.area}/${encodeURIComponent(String(ref.id))}/historial`;

/** One line of 'Historial': who did what, when, and the record before and after. */
export const AuditEntrySchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** ISO 8601. */
  at: v.string(),
  /** The staff member's name (users.name). */
  user_name: v.string(),
  action: v.picklist(AUDIT_ACTIONS),
  before: v.nullable(v.record(v.string(), v.unknown())),
  after: v.nullable(v.record(v.string(), v.unknown())),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;
export const AuditEntryListSchema = v.array(AuditEntrySchema);
