/**
 * The starting message templates ('Configuración de mensajes'), inserted whenever their table is
 * empty.
 */
import type { Database } from '../db/adapter.ts';

/** The starting message templates ('Configuración de mensajes'): Markdown with {{placeholders}}. */
export const MESSAGE_TEMPLATES: readonly { name: string; body: string }[] = [
  {
    name: 'Recordatorio de pago',
    body: [
      '## Recordatorio de pago',
      '',
      'Estimado/a **{{cliente}}**:',
      '',
      'Le recordamos que su cuota de **{{monto}}** vence el **{{vencimiento}}**.',
      '',
      'Puede pagarla en nuestra oficina o por transferencia bancaria. Si ya realizó el pago, por favor ignore este mensaje.',
      '',
      'Gracias por su confianza.',
    ].join('\n'),
  },
  {
    name: 'Aviso de mora',
    body: [
      '## Aviso de mora',
      '',
      'Estimado/a **{{cliente}}**:',
      '',
      'Registramos un saldo vencido de **{{monto}}** desde el **{{vencimiento}}**.',
      '',
      'Le pedimos regularizar el pago lo antes posible para evitar recargos. Si necesita un plan de pagos, comuníquese con nosotros.',
      '',
      'Atentamente,',
      'el equipo de cobranzas.',
    ].join('\n'),
  },
  {
    name: 'Renovación de alquiler',
    body: [
      '## Renovación de alquiler',
      '',
      'Estimado/a **{{cliente}}**:',
      '',
      'Su contrato de alquiler vence el **{{vencimiento}}**. Si desea renovarlo, el nuevo canon mensual será de **{{monto}}**.',
      '',
      'Responda a este mensaje o acérquese a nuestra oficina para confirmar la renovación.',
      '',
      'Saludos cordiales.',
    ].join('\n'),
  },
];

/**
 * Inserts the starting templates when the table is empty: on a new database, and on one created
 * before migration 002 (whose users already exist). Returns whether it inserted them.
 */
export async function seedTemplatesIfEmpty(db: Database): Promise<boolean> {
  const count = async (q: Pick<Database, 'query'>) =>
    (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM message_templates'))[0]?.n ?? 0;
  if ((await count(db)) > 0) return false;
  return db.transaction(async (tx) => {
    // Two servers starting on one PostgreSQL database: only the first inserts.
    await tx.query('LOCK TABLE message_templates IN EXCLUSIVE MODE');
    if ((await count(tx)) > 0) return false;
    for (const template of MESSAGE_TEMPLATES) {
      await tx.query('INSERT INTO message_templates (name, body) VALUES ($1, $2)', [template.name, template.body]);
    }
    return true;
  });
}

