import { css } from '@emotion/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { listScopeOf } from '../../machines/records/listScope.ts';
import type { Permission } from '../../machines/permissions.ts';
import { selectCan } from '../../machines/session/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { font, space } from '../styles/tokens.ts';
import { mutedCss } from './ui.tsx';

const messageCss = css`h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;

/** A heading and the sentence under it, already translated. */
export interface EmptyTexts {
  title: string;
  text: string;
}

/**
 * What a records list says when it has no records at all (the `empty` face). A user without the
 * kind's `viewAll` code sees only their own portfolio (`listScopeOf`), so for them the list says
 * `own` ("none of yours"), never `all` ("none registered"), which would be false. `children` is
 * what the screen offers there ('Nuevo …').
 */
export function RecordsListEmpty({ viewAll, all, own, children }: { viewAll: Permission | null; all: EmptyTexts; own: EmptyTexts; children?: ReactNode }) {
  const app = useApp();
  const scope = useSelector(app.session, (s) => listScopeOf((code) => selectCan(code)(s), viewAll));
  const texts = scope === 'own' ? own : all;
  return (
    <div css={messageCss}>
      <h2>{texts.title}</h2>
      <p css={mutedCss}>{texts.text}</p>
      {children}
    </div>
  );
}
