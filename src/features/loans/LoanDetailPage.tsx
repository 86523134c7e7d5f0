import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { connectLoanDetail, loanActionsFor, RATE_SCALE, ratesOfLoan, type LoanDetail } from '../../../machines/loans/loanScreens.ts';
import { loanPayable } from '../../../machines/loans/loanPayable.ts';
import type { PaymentsSlot } from '../../components/paymentsSlot.ts';
import { selectPermissions, selectUser } from '../../../machines/session/index.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { HistoryPanel } from '../../components/HistoryPanel.tsx';
import { loanHistoryTexts } from './loanHistoryTexts.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { Button, Card, mutedCss } from '../../components/ui.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { font, space } from '../../styles/tokens.ts';
import { LoanActionDialog } from './LoanActionDialog.tsx';
import { LoanRatesFigures } from './LoanRatesFigures.tsx';
import { LoanSchedule } from './LoanSchedule.tsx';
import { PayoffCard } from './PayoffCard.tsx';
import { ScheduleVersions } from './ScheduleVersions.tsx';
import { lateChargeSummaryText, summaryOfLoanRule } from '../../components/lateChargeTexts.ts';
import { provideLoanDetail } from './loansLogic.ts';
import { ACTION_TEXTS, FREQUENCY_LABELS, LOAN_STATUS_LABELS, METHOD_LABELS, RATE_PERIOD_LABELS } from './loanTexts.ts';

const stackCss = css`display: grid; gap: ${space.lg};`;
const fieldsCss = css`display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: ${space.sm} ${space.lg}; margin: 0; dt { font-weight: 600; } dd { margin: 0; }`;
const headCss = css`display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: ${space.md}; margin: 0 0 ${space.md}; h2 { margin: 0; font-size: ${font.size.lg}; }`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; align-items: center;`;
const sectionCss = css`h2 { margin: 0 0 ${space.xs}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;
const titleCss = css`margin: 0 0 ${space.md}; font-size: ${font.size.lg};`;



function Refused({ reason }: { reason: 'notFound' | 'forbidden' }) {
  const { t } = useLingui();
  return (
    <Card>
      <div role="alert" css={sectionCss}>
        <h2>{reason === 'notFound' ? t`No existe ese préstamo` : t`Sin acceso`}</h2>
        <p>{reason === 'notFound' ? t`Puede que el enlace esté mal escrito o que el préstamo no sea de su cartera.` : t`Su rol no permite ver los préstamos.`}</p>
        <Link to="/prestamos">{t`Volver a Préstamos`}</Link>
      </div>
    </Card>
  );
}

function Terms({ loan, money }: { loan: LoanDetail; money: (minor: number) => string }) {
  const { t, i18n } = useLingui();
  const app = useApp();
  const locale = useSelector(app.settings, selectLocale);
  // The rate in the reader's language ('2,5 %', '2.5%'): millionths are exact to four decimals of a percent.
  const rate = `${i18n.number(loan.rate_millionths / RATE_SCALE, { style: 'percent', maximumFractionDigits: 4 })} · ${i18n._(RATE_PERIOD_LABELS[loan.rate_period])}`;
  const rates = useMemo(() => ratesOfLoan(loan), [loan]);
  const { format } = useActiveLocation();
  return (
    <>
    <dl css={fieldsCss}>
      <dt>{t`Cliente`}</dt>
      <dd><Link to={`/clientes/${loan.customer_id}`} dir="auto">{loan.customer_name}</Link></dd>
      <dt>{t`Estado`}</dt>
      <dd>{i18n._(LOAN_STATUS_LABELS[loan.status])}</dd>
      <dt>{t`Monto`}</dt>
      <dd>{money(loan.principal)}</dd>
      <dt>{t`Tasa de interés`}</dt>
      <dd><bdi>{rate}</bdi></dd>
      <dt>{t`Número de cuotas`}</dt>
      <dd>{loan.installments}</dd>
      <dt>{t`Frecuencia`}</dt>
      <dd>{i18n._(FREQUENCY_LABELS[loan.frequency])}</dd>
      <dt>{t`Método`}</dt>
      <dd>{i18n._(METHOD_LABELS[loan.method])}</dd>
      <dt>{t`Primer vencimiento`}</dt>
      <dd>{formatBusinessDate(loan.first_due_date, locale)}</dd>
      <dt>{t`Cuota`}</dt>
      <dd>{money(loan.installment)}</dd>
      <dt>{t`Total a pagar`}</dt>
      <dd>{money(loan.total_payable)}</dd>
      <dt>{t`Saldo`}</dt>
      <dd>{money(loan.balance)}</dd>
      <dt>{t`Días de atraso`}</dt>
      <dd>{loan.days_in_arrears}</dd>
      <dt>{t`Recargo por mora`}</dt>
      <dd>{lateChargeSummaryText(i18n, summaryOfLoanRule(loan.late_charge), { currency: format?.currency ?? null, digits: format?.digits ?? 2 }, locale)}</dd>
      <dt>{t`Oficial`}</dt>
      <dd><bdi>{loan.officer_name}</bdi></dd>
      {loan.reason !== null && loan.reason !== '' && (
        <>
          <dt>{t`Motivo`}</dt>
          <dd><bdi>{loan.reason}</bdi></dd>
        </>
      )}
      {loan.note !== '' && (
        <>
          <dt>{t`Nota`}</dt>
          <dd><bdi>{loan.note}</bdi></dd>
        </>
      )}
    </dl>
    <LoanRatesFigures rates={rates} frequency={loan.frequency} />
    </>
  );
}

/** 'Recargos condonados': each waiver under the schedule (none: nothing shown). */
function ChargeWaivers({ loan, money }: { loan: LoanDetail; money: (minor: number) => string }) {
  const { t } = useLingui();
  const app = useApp();
  const locale = useSelector(app.settings, selectLocale);
  if (loan.charge_waivers.length === 0) return null;
  return (
    <section aria-labelledby="loan-waivers" css={sectionCss}>
      <h3 id="loan-waivers">{t`Recargos condonados`}</h3>
      <ul>
        {loan.charge_waivers.map((waiver, index) => (
          <li key={index}>
            <bdi>{t`Cuota ${waiver.number}: ${money(waiver.amount)} el ${formatBusinessDate(waiver.business_date, locale)}, por ${waiver.user_name}. Motivo: ${waiver.reason}`}</bdi>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /prestamos/{id}: the terms, state, balance and arrears; the actions the chart, the user's
 * permissions and the four-eyes rule allow (each a dialog); 'Cronograma'; the payments slot;
 * 'Historial'. `payments` is where the payments slice mounts 'Registrar pago' and 'Pagos'.
 */
export function LoanDetailPage({ id, payments }: { id: number; payments?: PaymentsSlot }) {
  const app = useApp();
  const { t, i18n } = useLingui();
  const permissions = useSelector(app.session, selectPermissions);
  const user = useSelector(app.session, selectUser);
  const { money, fourEyes } = useActiveLocation();
  const historyTexts = useMemo(() => loanHistoryTexts(money), [money]);
  const actor = useScreenActor((sofia) => provideLoanDetail(sofia.deps), { input: { id } });
  const view = useView(actor, connectLoanDetail);
  const trail = [{ label: i18n._(ROUTE_TITLES.prestamos), to: '/prestamos' }];
  const loan = view.record;
  const offered = loan === null ? [] : loanActionsFor(loan, permissions, user?.id ?? null, fourEyes);
  const ownApplication = offered.some((entry) => entry.offer === 'ownApplication');

  return (
    <>
      <PageHeader title={loan === null ? i18n._(ROUTE_TITLES.prestamos) : t`Préstamo N° ${id}`} trail={trail} />
      {view.refused !== null ? (
        <Refused reason={view.refused} />
      ) : (
        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando préstamo…`} failed={t`No se pudo cargar el préstamo`}>
          {loan !== null && (
            <div css={stackCss}>
              <Card labelledBy="loan-terms">
                <div css={headCss}>
                  <h2 id="loan-terms">{t`Datos del préstamo`}</h2>
                  <div css={actionsCss}>
                    {/* The loan as it stands now (a payment posted at another desk, an approval meanwhile). */}
                    <Button variant="secondary" onClick={view.reload} disabled={view.reloading} aria-busy={view.reloading}>{t`Actualizar`}</Button>
                    {offered
                      .filter((entry) => entry.offer === 'offer')
                      .map((entry) => (
                        <Button key={entry.action} variant={entry.action === 'reject' || entry.action === 'writeOff' || entry.action === 'waiveCharge' ? 'secondary' : 'primary'} onClick={() => view.open(entry.action)} disabled={view.reloading}>
                          {i18n._(ACTION_TEXTS[entry.action].button)}
                        </Button>
                      ))}
                  </div>
                </div>
                {ownApplication && <p css={mutedCss}>{t`Usted presentó esta solicitud: otra persona debe aprobarla o rechazarla.`}</p>}
                {view.reloading && <p role="status" css={mutedCss}>{t`Actualizando el préstamo…`}</p>}
                {view.reloadFailed && !view.reloading && view.dialog === null && <p role="alert">{t`No se pudo recargar el préstamo. Intente nuevamente.`}</p>}
                <Terms loan={loan} money={money} />
              </Card>
              <Card labelledBy="loan-schedule">
                <h2 id="loan-schedule" css={titleCss}>{t`Cronograma`}</h2>
                <LoanSchedule rows={loan.schedule} money={money} prepaymentRows={loan.schedule_versions.find((version) => version.in_effect)?.rows.filter((row) => row.prepayment).map((row) => row.number) ?? []} />
                <ChargeWaivers loan={loan} money={money} />
                <ScheduleVersions loan={loan} money={money} />
              </Card>
              {loan.payoff !== null && <PayoffCard loanId={loan.id} quote={loan.payoff} money={money} />}
              {payments?.({ record: loanPayable(loan), reload: view.reload })}
              {/* A new version (an action, a payment) is a new history: read it again. */}
              <HistoryPanel key={loan.version} record={{ area: 'prestamos', id: loan.id }} texts={historyTexts} />
            </div>
          )}
        </LoadState>
      )}
      <LoanActionDialog view={view} />
    </>
  );
}
