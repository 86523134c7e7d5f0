import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { cardCss } from '../../components/ui.tsx';
import { color, font, layout, space } from '../../styles/tokens.ts';
import {
  LanguageHelp, LockHelp, LoginErrorList, MenuHelp, PhotoHelp, SignInHelp, SignOutHelp, ThemeHelp, proseCss,
} from './helpContent.tsx';

const columnsCss = css`
  display: grid; gap: ${space.xl}; grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1024px) { grid-template-columns: 220px minmax(0, 1fr); align-items: start; }
`;
const tocCss = css`
  ${cardCss}; padding: ${space.lg};
  @media (min-width: 1024px) { position: sticky; inset-block-start: calc(${layout.headerHeight} + ${space.lg}); }
  h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.md}; }
  ol { margin: 0; padding-inline-start: ${space.lg}; display: grid; gap: ${space.xs}; }
`;
const sectionsCss = css`display: grid; gap: ${space.xl};`;
const sectionCss = css`
  ${cardCss}; ${proseCss};
  scroll-margin-block-start: calc(${layout.headerHeight} + ${space.lg});
  h2 { margin: 0 0 ${space.md}; font-size: ${font.size.lg}; }
`;
const introCss = css`margin: 0 0 ${space.xl}; color: ${color.muted}; max-width: 70ch;`;

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

/** Guides for staff: one section per task, each with an h2 and an anchor in the contents list. */
export function KnowledgeBasePage() {
  const { t } = useLingui();
  const sections: Section[] = [
    {
      id: 'iniciar-sesion',
      title: t`Iniciar sesión`,
      body: (
        <>
          <SignInHelp />
          <h3>
            <Trans>Mensajes al iniciar sesión</Trans>
          </h3>
          <LoginErrorList />
        </>
      ),
    },
    { id: 'foto-de-perfil', title: t`Cambiar la foto de perfil`, body: <PhotoHelp /> },
    { id: 'idioma', title: t`Cambiar el idioma`, body: <LanguageHelp /> },
    { id: 'tema', title: t`Tema claro, oscuro o del sistema`, body: <ThemeHelp /> },
    {
      id: 'bloquear-y-salir',
      title: t`Bloquear la pantalla y cerrar sesión`,
      body: (
        <>
          <LockHelp />
          <SignOutHelp />
        </>
      ),
    },
    { id: 'menu', title: t`Qué muestra el menú`, body: <MenuHelp /> },
  ];
  return (
    <>
      <PageHeader title={t`Base de conocimiento`} trail={[{ label: t`Ayuda` }]} />
      <p css={introCss}>
        <Trans>Guías breves para el trabajo diario con Sofia App. Si algo no se resuelve aquí, hable con el administrador de su empresa.</Trans>
      </p>
      <div css={columnsCss}>
        <nav css={tocCss} aria-labelledby="kb-contents">
          <h2 id="kb-contents">
            <Trans>Contenido</Trans>
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div css={sectionsCss}>
          {sections.map((section) => (
            <section key={section.id} id={section.id} css={sectionCss} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
