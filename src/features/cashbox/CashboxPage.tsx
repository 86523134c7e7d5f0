import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { connectCashbox, type CashboxView, type CashField, type CashSessionDetail } from '../../../machines/cashbox/index.ts';
import { selectCashWaitKey } from '../../../machines/pending/index.ts';
import { selectCan } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';
import { Button, Card, mutedCss } from '../../components/ui.tsx';
import { useLayout } from '../../layouts/LayoutContext.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { numericCellsCss } from '../../styles/tables.ts';
import { font, space } from '../../styles/tokens.ts';
import { CashDialog } from './CashDialog.tsx';
import { provideCashbox } from './cashboxLogic.ts';
import { MOVEMENT_TYPE_LABELS } from './cashboxTexts.ts';
import { PastSessions } from './PastSessions.tsx';
import type { NumberConventions } from '../../../machines/money/numberConventions.ts';

const titleCss = css`margin: 0 0 ${space.sm}; font-size: ${font.size.lg};`;
const figuresCss = css`margin: 0 0 ${space.md}; display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: ${space.md}; dt { font-size: ${font.size.sm}; } dd { margin: 0; font-size: ${font.size.lg}; font-weight: 600; }`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; margin-block-end: ${space.md};`;
const tableCss = css`width: 100%; border-collapse: collapse; th, td { padding: ${space.xs} ${space.sm}; text-align: start; } ${numericCellsCss};`;
const stackCss = css`display: grid; gap: ${space.lg};`;

const mayOpen = selectCan('cash.open');
const mayRecord = selectCan('cash.record');
const mayClose = selectCan('cash.close');
const mayApprove = selectCan('cash.approveDifference');
const mayEditLocation = selectCan('location.edit');
const mayManageBoxes = selectCan('cashbox.manage');

/**
 * What Caja still needs before money can move, said instead of waiting: the business's location
 * (its currency and time zone) or an active box; a link to where it is set up for a user who may
 * set it up, else whom to ask.
 */
function SetupNeeded({ missing, locationId }: { missing: 'location' | 'box'; locationId: number | null }) {
  const { t } = useLingui();
  const app = useApp();
  const titleId = useId();
  const mayFix = useSelector(app.session, missing === 'location' ? mayEditLocation : mayManageBoxes);
  const target = missing === 'location' ? '/conf_ubicacion/nueva' : locationId === null ? '/conf_ubicacion' : `/conf_ubicacion/${locationId}`;
  return (
    <Card labelledBy={titleId}>
      <h2 id={titleId} css={titleCss}>{missing === 'location' ? t`Falta configurar la ubicación del negocio` : t`Esta ubicación no tiene cajas`}</h2>
      <p>
        {missing === 'location'
          ? t`La caja necesita la ubicación del negocio: su moneda y su zona horaria.`
          : t`Para abrir una caja y mover dinero, la ubicación necesita al menos una caja activa.`}
      </p>
      {mayFix ? (
        <p><Link to={target}>{missing === 'location' ? t`Configurar la ubicación` : t`Crear una caja en Configuración de ubicación`}</Link></p>
      ) : (
        <p css={mutedCss}>{missing === 'location' ? t`Pida a un administrador que configure la ubicación.` : t`Pida a un administrador que cree una caja.`}</p>
      )}
    </Card>
  );
}

function Movements({ session, money }: { session: CashSessionDetail; money: (minor: number) => string }) {
  const { t, i18n } = useLingui();
  if (session.movements.length === 0) return <p css={mutedCss}>{t`Todavía no hay movimientos en esta sesión.`}</p>;
  return (
    <ScrollRegion label={t`Movimientos de la sesión`} bordered={false}>
      <table css={tableCss}>
        <caption className="visually-hidden">{t`Movimientos de la sesión`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Tipo`}</th>
            <th scope="col">{t`Concepto`}</th>
            <th scope="col">{t`Usuario`}</th>
            <th scope="col" className="num">{t`Entrada`}</th>
            <th scope="col" className="num">{t`Salida`}</th>
          </tr>
        </thead>
        <tbody>
          {session.movements.map((movement) => (
            <tr key={movement.id}>
              <td>{i18n._(MOVEMENT_TYPE_LABELS[movement.type])}</td>
              <td>{movement.concept}</td>
              <td>{movement.user_name}</td>
              <td className="num">{movement.direction === 'in' ? money(movement.amount) : ''}</td>
              <td className="num">{movement.direction === 'out' ? money(movement.amount) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function SessionCard({ view, money, locationId }: { view: CashboxView; money: (minor: number) => string; locationId: number | null }) {
  const { t } = useLingui();
  const app = useApp();
  const canOpen = useSelector(app.session, mayOpen);
  const canRecord = useSelector(app.session, mayRecord);
  const canClose = useSelector(app.session, mayClose);
  const titleId = useId();
  const { session } = view;
  if (session === null && view.boxes.length === 0) return <SetupNeeded missing="box" locationId={locationId} />;
  if (session === null) {
    return (
      <Card labelledBy={titleId}>
        <h2 id={titleId} css={titleCss}>{t`No tiene una caja abierta`}</h2>
        <p css={mutedCss}>{view.canOpen ? t`Abra una caja con el efectivo que cuenta al empezar.` : t`No hay cajas libres en esta ubicación.`}</p>
        {canOpen && view.canOpen && <Button onClick={() => view.openDialog('open')} disabled={view.busy}>{t`Abrir caja`}</Button>}
      </Card>
    );
  }
  return (
    <Card labelledBy={titleId}>
      <h2 id={titleId} css={titleCss}>{session.box_name}</h2>
      {view.waitingApproval && (
        <p role="status"><strong>{t`Esperando aprobación`}</strong>{' — '}{t`La diferencia del cierre supera la tolerancia: un administrador debe aprobarla o devolverla para recontar.`}</p>
      )}
      <dl css={figuresCss}>
        <div><dt>{t`Monto inicial`}</dt><dd>{money(session.opening_amount)}</dd></div>
        <div><dt>{t`Saldo esperado`}</dt><dd aria-live="polite">{money(session.expected_amount)}</dd></div>
        {session.counted_amount !== null && <div><dt>{t`Efectivo contado`}</dt><dd>{money(session.counted_amount)}</dd></div>}
        {session.difference !== null && <div><dt>{t`Diferencia`}</dt><dd>{money(session.difference)}</dd></div>}
      </dl>
      {session.status === 'open' && (
        <div css={actionsCss}>
          {canRecord && <Button onClick={() => view.openDialog('income')} disabled={view.busy}>{t`Registrar ingreso`}</Button>}
          {canRecord && <Button onClick={() => view.openDialog('expense')} disabled={view.busy}>{t`Registrar egreso`}</Button>}
          {canClose && <Button variant="secondary" onClick={() => view.openDialog('close')} disabled={view.busy}>{t`Cerrar caja`}</Button>}
        </div>
      )}
      <h3 css={titleCss}>{t`Movimientos de la sesión`}</h3>
      <Movements session={session} money={money} />
    </Card>
  );
}

function WaitingList({ view, money }: { view: CashboxView; money: (minor: number) => string }) {
  const { t } = useLingui();
  const titleId = useId();
  if (view.waiting.length === 0) return null;
  return (
    <Card labelledBy={titleId}>
      <h2 id={titleId} css={titleCss}>{t`Cierres esperando aprobación`}</h2>
      {view.notice === 'failed' && view.decision !== null && (
        <div role="alert">
          <p>{t`No se pudo guardar la decisión. Compruebe la conexión e intente nuevamente.`}</p>
          <Button onClick={view.retrySubmit}>{t`Reintentar`}</Button> <Button variant="secondary" onClick={view.cancel}>{t`Cancelar`}</Button>
        </div>
      )}
      {view.notice === 'conflict' && view.decision !== null && (
        <div role="alert">
          <p>{t`Otra persona ya decidió sobre este cierre. Recargue para ver el estado actual.`}</p>
          <Button onClick={view.reload} disabled={view.busy}>{t`Recargar`}</Button> <Button variant="secondary" onClick={view.cancel} disabled={view.busy}>{t`Cancelar`}</Button>
        </div>
      )}
      <ScrollRegion label={t`Cierres esperando aprobación`} bordered={false}>
        <table css={tableCss}>
          <caption className="visually-hidden">{t`Cierres esperando aprobación`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Caja`}</th>
              <th scope="col">{t`Usuario`}</th>
              <th scope="col" className="num">{t`Saldo esperado`}</th>
              <th scope="col" className="num">{t`Efectivo contado`}</th>
              <th scope="col" className="num">{t`Diferencia`}</th>
              <th scope="col">{t`Acciones`}</th>
            </tr>
          </thead>
          <tbody>
            {view.waiting.map((session) => (
              <tr key={session.id}>
                <td>{session.box_name}</td>
                <td>{session.opened_by_name}</td>
                <td className="num">{money(session.expected_amount)}</td>
                <td className="num">{session.counted_amount === null ? '—' : money(session.counted_amount)}</td>
                <td className="num">{session.difference === null ? '—' : money(session.difference)}</td>
                <td>
                  <Button onClick={() => view.decide('approve', session)} disabled={view.busy || view.dialog !== null}>{t`Aprobar`}</Button>{' '}
                  <Button variant="secondary" onClick={() => view.decide('reopen', session)} disabled={view.busy || view.dialog !== null}>{t`Devolver para recontar`}</Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}

function CashboxScreen({
  currency,
  digits,
  conventions,
  money,
  onSaved,
  locationId,
}: {
  currency: string;
  digits: number;
  conventions: NumberConventions;
  money: (minor: number) => string;
  onSaved: () => void;
  locationId: number | null;
}) {
  const { t } = useLingui();
  const app = useApp();
  const canApprove = useSelector(app.session, mayApprove);
  const prefix = useId();
  const idOf = (field: CashField) => `${prefix}-${field}`;
  const actor = useScreenActor((sofia) => provideCashbox(sofia.deps, (field) => document.getElementById(idOf(field))?.focus(), onSaved), { input: { currency, digits, conventions } });
  const view = useView(actor, connectCashbox);
  // The page waits on others (its close approved, closes to approve): the layout's pending feed
  // polls, and a change of what it says about the cash reloads the page (its first answer is no change).
  const { pending } = useLayout();
  const cashWait = useSelector(pending, selectCashWaitKey);
  const lastWait = useRef(cashWait);
  useEffect(() => {
    if (lastWait.current !== null && cashWait !== lastWait.current) actor.send({ type: 'overview.stale' });
    lastWait.current = cashWait;
  }, [actor, cashWait]);
  return (
    <LoadState state={view.load} retry={view.retryLoad} loading={t`Cargando caja…`} failed={t`No se pudo cargar la caja`}
      advice={view.failure === 'forbidden' ? t`Su rol no permite ver la caja.` : undefined}>
      <div css={stackCss}>
        <SessionCard view={view} money={money} locationId={locationId} />
        {canApprove && <WaitingList view={view} money={money} />}
        <CashDialog view={view} money={money} idOf={idOf} />
      </div>
    </LoadState>
  );
}

/** 'Caja' (/caja): the caller's cash session, the sessions waiting for approval, and the past sessions. */
export function CashboxPage() {
  const { t, i18n } = useLingui();
  const location = useActiveLocation();
  const { format } = location;
  // Each write changes the past sessions (a close adds one): the list starts again with fresh rows,
  // and what waits (a close to approve) may have changed: the pending feed asks at once.
  const [writes, setWrites] = useState(0);
  const { pending } = useLayout();
  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES.caja)} />
      {location.missing ? (
        <SetupNeeded missing="location" locationId={null} />
      ) : format === null || location.conventions === null ? (
        <p role="status">{location.failed ? t`No se pudo cargar la ubicación: la caja necesita su moneda.` : t`Cargando caja…`}</p>
      ) : (
        <div css={stackCss}>
          {/* Another currency or language reads amounts another way: the screen starts again with it. */}
          <CashboxScreen
            key={`${format.currency}-${format.digits}-${i18n.locale}`}
            currency={format.currency}
            digits={format.digits}
            conventions={location.conventions}
            money={location.money}
            onSaved={() => {
              setWrites((n) => n + 1);
              pending.send({ type: 'pending.refresh' });
            }}
            locationId={location.locationId}
          />
          <PastSessions key={writes} money={location.money} />
        </div>
      )}
    </>
  );
}
