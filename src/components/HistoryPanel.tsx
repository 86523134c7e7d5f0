import { css } from '@emotion/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { connectRecordHistory, inFieldOrder, recordHistoryMachine, type AuditAction, type HistoryRef } from '../../machines/history/index.ts';
import { selectCan } from '../../machines/session/index.ts';
import { fromApi } from '../api/fromApi.ts';
import { useApp } from '../app/AppContext.tsx';
import { formatDateTime } from '../i18n/format.ts';
import { font, space } from '../styles/tokens.ts';
import { useScreenActor } from './screen/useScreenActor.ts';
import { useView } from './screen/useView.ts';
import { Button, Card, mutedCss } from './ui.tsx';

/** How an area names its fields and says its values in 'Historial'. */
export interface HistoryTexts {
  /** The field's label; null: bookkeeping the reader need not see (an id beside its name). */
  fieldLabel(i18n: I18n, field: string): string | null;
  /** A stored value as the reader says it; `record` is the whole record on that side. */
  valueText?(i18n: I18n, field: string, value: string | null, record: Readonly<Record<string, unknown>>): string;
  /** Codes and numbers read left to right in every language; the rest takes its content's. */
  fieldDir?(field: string): 'ltr' | 'auto';
  /** The fields in the order the area's form shows them (a stored record's keys come in the database's order); others follow. */
  fieldOrder?: readonly string[];
}

const ACTION_LABELS = {
  create: msg`Creación`,
  update: msg`Cambio`,
  disable: msg`Deshabilitación`,
  enable: msg`Habilitación`,
  passwordReset: msg`Restablecimiento de contraseña`,
  passwordChange: msg`Cambio de contraseña`,
  open: msg`Apertura`,
  record: msg`Registro`,
  requestClose: msg`Solicitud de cierre`,
  close: msg`Cierre`,
  approve: msg`Aprobación`,
  reopen: msg`Reapertura`,
  reverse: msg`Reversión`,
  receive: msg`Recepción`,
  dispute: msg`Disputa`,
  cancel: msg`Cancelación`,
  resolve: msg`Resolución`,
  apply: msg`Solicitud`,
  reject: msg`Rechazo`,
  withdraw: msg`Retiro`,
  undoApproval: msg`Aprobación deshecha`,
  disburse: msg`Desembolso`,
  writeOff: msg`Castigo`,
  undoWriteOff: msg`Castigo deshecho`,
  waiveCharge: msg`Condonación de recargo`,
  sign: msg`Firma`,
  discard: msg`Descarte`,
  renew: msg`Renovación`,
  end: msg`Finalización`,
  terminate: msg`Rescisión`,
  settle: msg`Liquidación`,
  refund: msg`Devolución de saldo a favor`,
} as const satisfies Record<AuditAction, unknown>;

const titleCss = css`margin: 0 0 ${space.md}; font-size: ${font.size.lg};`;
const sectionCss = css`p { margin: 0 0 ${space.md}; }`;
const listCss = css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${space.md}; ul { margin: ${space.xs} 0 0; padding-inline-start: ${space.lg}; }`;

const maySeeHistory = selectCan('audit.view');

const plainValue = (value: string | null): string => (value === null || value === '' ? '—' : value);

/**
 * 'Historial' of one record, for every detail and edit screen: who, when, what, and each field
 * before → after, in the user's language (the area's `texts`). Only for a role with `audit.view`:
 * for any other nothing is asked and nothing is shown. Its own machine (`recordHistory`), so a
 * failed history has its own 'Reintentar' and never hides the record. Remount it (a `key`) to
 * read it again after a save.
 */
export function HistoryPanel({ record, texts }: { record: HistoryRef; texts: HistoryTexts }) {
  const app = useApp();
  const { t, i18n } = useLingui();
  const titleId = useId();
  const canSeeHistory = useSelector(app.session, maySeeHistory);
  const actor = useScreenActor(
    (sofia) => recordHistoryMachine.provide({ actors: { loadHistory: fromApi(sofia.deps.api.recordHistory) } }),
    { input: { ref: record, canSeeHistory } },
  );
  const view = useView(actor, connectRecordHistory);
  if (view.state === 'hidden') return null;
  const dirOf = (field: string) => texts.fieldDir?.(field) ?? 'auto';
  const valueOf = (field: string, value: string | null, side: Readonly<Record<string, unknown>>) =>
    texts.valueText ? texts.valueText(i18n, field, value, side) : plainValue(value);

  return (
    <Card labelledBy={titleId}>
      <h2 id={titleId} css={titleCss}>{t`Historial`}</h2>
      {view.state === 'loading' && <p role="status">{t`Cargando historial…`}</p>}
      {view.state === 'failed' && (
        <div role="alert" css={sectionCss}>
          <p>{t`No se pudo cargar el historial.`}</p>
          <Button onClick={view.retry}>{t`Reintentar`}</Button>
        </div>
      )}
      {view.state === 'shown' && view.lines.length === 0 && <p css={mutedCss}>{t`Sin cambios registrados.`}</p>}
      {view.state === 'shown' && view.lines.length > 0 && (
        <ol css={listCss}>
          {view.lines.map((line) => {
            const what = i18n._(ACTION_LABELS[line.action]);
            const who = line.userName;
            const when = formatDateTime(i18n, line.at);
            const changes = inFieldOrder(line.changes, texts.fieldOrder).flatMap((change) => {
              const label = texts.fieldLabel(i18n, change.field);
              return label === null ? [] : [{ ...change, label }];
            });
            return (
              <li key={line.id}>
                <strong>{t`${what} por ${who} (${when})`}</strong>
                {changes.length > 0 && (
                  <ul>
                    {changes.map((change) => (
                      <li key={change.field}>
                        {change.label}: <bdi dir={dirOf(change.field)}>{valueOf(change.field, change.before, line.before)}</bdi> →{' '}
                        <bdi dir={dirOf(change.field)}>{valueOf(change.field, change.after, line.after)}</bdi>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
