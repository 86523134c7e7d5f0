import { css } from '@emotion/react';
import { useState } from 'react';
import { photoUrl } from '../lib/photoUrl.ts';
import { color, radius } from '../styles/tokens.ts';
import { Icon } from './Icon.tsx';

const boxCss = (size: number) => css`
  width: ${size}px; height: ${size}px; flex: none; border-radius: ${radius.round}; overflow: hidden;
  display: inline-grid; place-items: center; background: ${color.primarySoft}; color: ${color.primary};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

/** The user's photo from `{origin}/public/` + perfil, or a neutral placeholder. Decorative. */
export function Avatar({ perfil, size = 36 }: { perfil: string | null | undefined; size?: number }) {
  const url = photoUrl(perfil);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return (
    <span css={boxCss(size)} aria-hidden="true">
      {url && failedUrl !== url ? (
        <img src={url} alt="" onError={() => setFailedUrl(url)} />
      ) : (
        <Icon name="user" size={Math.round(size * 0.55)} />
      )}
    </span>
  );
}
