import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { DEBT_ROUTES, type DebtKind } from '../../../machines/debts/index.ts';
import { DEBT_ACTION_SPECS, debtActionsFor, debtPayable } from '../../../machines/debts/debtActions.ts';
import { connectDebtDetail, type DebtDetailView } from '../../../machines/debts/debtDetail.connect.ts';
import { selectPermissions } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { HistoryPanel } from '../../components/HistoryPanel.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { InstallmentSchedule } from '../../components/InstallmentSchedule.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { RecordActionDialog } from '../../components/screen/RecordActionDialog.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { Button, Card, mutedCss } from '../../components/ui.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { font, space } from '../../styles/tokens.ts';
import type { PaymentsSlot } from '../../components/paymentsSlot.ts';
import { DebtFields } from './DebtFields.tsx';
import { debtHistoryTexts } from './debtHistoryTexts.ts';
import { provideDebtDetail } from './debtDetailLogic.ts';
import { ACTION_FAILURES, ACTION_TEXTS, PAGE_TEXTS, REASON_ERRORS } from './debtDetailTexts.ts';

const stackCss = css`display: grid; gap: ${space.lg};`;
const headCss = css`display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: ${space.md}; margin: 0 0 ${space.md}; h2 { margin: 0; font-size: ${font.size.lg}; }`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; align-items: center;`;
const sectionCss = css`h2 { margin: 0 0 ${space.xs}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;
const titleCss = css`margin: 0 0 ${space.md}; font-size: ${font.size.lg};`;

function Refused({ kind, reason }: { kind: DebtKind; reason: 'notFound' | 'forbidden' }) {
  const { t, i18n } = useLingui();
  const texts = PAGE_TEXTS[kind];
  return (
    <Card>
      <div role="alert" css={sectionCss}>
        <h2>{reason === 'notFound' ? i18n._(texts.notFound) : t`Sin acceso`}</h2>
        <p>{i18n._(reason === 'notFound' ? texts.notFoundText : texts.forbiddenText)}</p>
        <Link to={`/${DEBT_ROUTES[kind]}`}>{i18n._(texts.back)}</Link>
      </div>
    </Card>
  );
}

/** The open action's dialog, in the kind's words ('¿Anular esta deuda?'). */
function ActionDialog({ kind, view }: { kind: DebtKind; view: DebtDetailView }) {
  const { i18n } = useLingui();
  const action = view.dialog?.action;
  if (action === undefined) return null;
  const texts = ACTION_TEXTS[kind][action];
  return (
    <RecordActionDialog
      view={view}
      title={i18n._(texts.button)}
      question={i18n._(texts.question)}
      confirmLabel={i18n._(texts.confirm)}
      reason={DEBT_ACTION_SPECS[action].needsReason}
      failureText={(failure) => i18n._(ACTION_FAILURES[failure as keyof typeof ACTION_FAILURES] ?? ACTION_FAILURES.unavailable)}
      reasonErrorText={(error) => i18n._(REASON_ERRORS[error])}
      reloadFailedText={i18n._(PAGE_TEXTS[kind].reloadFailed)}
    />
  );
}

/**
 * /deudas/{id} and /honorarios/{id}: the record's debtor, terms, state and balance; the actions the
 * chart and the user's permissions allow (each a dialog); 'Cronograma'; the payments slot
 * ('Registrar pago', 'Pagos', composed by src/app from the payments feature); 'Historial'.
 */
export function DebtDetailPage({ kind, id, payments }: { kind: DebtKind; id: number; payments?: PaymentsSlot }) {
  const app = useApp();
  const { t, i18n } = useLingui();
  const permissions = useSelector(app.session, selectPermissions);
  const { money } = useActiveLocation();
  const historyTexts = useMemo(() => debtHistoryTexts(kind, money), [kind, money]);
  const actor = useScreenActor((sofia) => provideDebtDetail(sofia.deps, kind), { input: { id } });
  const view = useView(actor, connectDebtDetail);
  const route = DEBT_ROUTES[kind];
  const texts = PAGE_TEXTS[kind];
  const trail = [{ label: i18n._(ROUTE_TITLES[route]), to: `/${route}` }];
  const debt = view.record;
  const offered = debt === null ? [] : debtActionsFor(debt, permissions);
  const somethingPaid = offered.some((entry) => entry.offer === 'somethingPaid');

  return (
    <>
      <PageHeader title={debt === null ? i18n._(ROUTE_TITLES[route]) : kind === 'fee' ? t`Honorario N° ${id}` : t`Deuda N° ${id}`} trail={trail} />
      {view.refused !== null ? (
        <Refused kind={kind} reason={view.refused} />
      ) : (
        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={i18n._(texts.loading)} failed={i18n._(texts.failed)}>
          {debt !== null && (
            <div css={stackCss}>
              <Card labelledBy="debt-terms">
                <div css={headCss}>
                  <h2 id="debt-terms">{i18n._(texts.heading)}</h2>
                  <div css={actionsCss}>
                    {/* The record as it stands now (a payment taken at another desk meanwhile). */}
                    <Button variant="secondary" onClick={view.reload} disabled={view.reloading} aria-busy={view.reloading}>{t`Actualizar`}</Button>
                    {offered
                      .filter((entry) => entry.offer === 'offer')
                      .map((entry) => (
                        <Button key={entry.action} variant={entry.action === 'undoWriteOff' ? 'primary' : 'secondary'} onClick={() => view.open(entry.action)} disabled={view.reloading}>
                          {i18n._(ACTION_TEXTS[kind][entry.action].button)}
                        </Button>
                      ))}
                  </div>
                </div>
                {somethingPaid && <p css={mutedCss}>{i18n._(texts.somethingPaid)}</p>}
                {view.reloading && <p role="status" css={mutedCss}>{i18n._(texts.reloading)}</p>}
                {view.reloadFailed && !view.reloading && view.dialog === null && <p role="alert">{i18n._(texts.reloadFailed)}</p>}
                <DebtFields debt={debt} money={money} />
              </Card>
              <Card labelledBy="debt-schedule">
                <h2 id="debt-schedule" css={titleCss}>{t`Cronograma`}</h2>
                <InstallmentSchedule rows={debt.schedule} money={money} />
              </Card>
              {payments?.({ record: debtPayable(debt), reload: view.reload })}
              {/* A new version is a new step (an action, a payment): 'Historial' is read again. */}
              <HistoryPanel key={debt.version} record={{ area: route, id: debt.id }} texts={historyTexts} />
            </div>
          )}
        </LoadState>
      )}
      <ActionDialog kind={kind} view={view} />
    </>
  );
}
