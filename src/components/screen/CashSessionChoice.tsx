import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CashRoute, OpenSessionRef } from '../../../machines/cash/index.ts';
import { cashOutOfText, noOpenSessionAtLocationText, sessionLabel } from '../cashRouteTexts.ts';
import { inputCss, labelCss } from '../ui.tsx';

export interface CashSessionChoiceProps {
  /** Where the cash would go (null: not known yet, or unknown: nothing is said). */
  route: CashRoute | null;
  /** The session stated (the route's primary, or the one chosen). */
  session: OpenSessionRef | null;
  /** The user picks the session (the route has no primary one). */
  chooses: boolean;
  disabled: boolean;
  onChoose(sessionId: number): void;
}

/**
 * Where a correction's cash goes, said before confirming (issue #29 item 3): 'El efectivo sale de
 * la Caja 1 (sesión de Carlos Ruiz)'; when the box the money came in through is closed (or the
 * settler has no box), a labelled choice of the location's open sessions; when none is open, why
 * it cannot go anywhere now.
 */
export function CashSessionChoice({ route, session, chooses, disabled, onChoose }: CashSessionChoiceProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  if (route === null || !route.cash) return null;
  if (route.primary === null && route.open_sessions.length === 0) return <p>{noOpenSessionAtLocationText(i18n)}</p>;
  return (
    <>
      {chooses && (
        <div>
          <label css={labelCss} htmlFor={id}>{t`Caja del efectivo`}</label>
          <select id={id} css={inputCss} value={session?.id ?? ''} disabled={disabled} onChange={(event) => onChoose(Number(event.target.value))}>
            {route.open_sessions.map((open) => (
              <option key={open.id} value={open.id}>{sessionLabel(i18n, open)}</option>
            ))}
          </select>
        </div>
      )}
      {session !== null && <p>{cashOutOfText(i18n, session)}</p>}
    </>
  );
}
