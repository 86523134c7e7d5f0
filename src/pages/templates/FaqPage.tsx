import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.tsx';
import { cardCss } from '../../components/ui.tsx';
import { color, font, radius, space } from '../../styles/tokens.ts';
import {
  LOGIN_ERROR_HELP, LanguageHelp, LockHelp, MenuHelp, PhotoHelp, SignInHelp, SignOutHelp, ThemeHelp, proseCss,
} from './helpContent.tsx';

const groupCss = css`
  ${cardCss}; margin-block-end: ${space.xl};
  h2 { margin: 0 0 ${space.md}; font-size: ${font.size.lg}; }
`;
const detailsCss = css`
  border-block-start: 1px solid ${color.border};
  summary {
    cursor: pointer; padding-block: ${space.md}; font-weight: 600; border-radius: ${radius.sm};
  }
  &[open] summary { color: ${color.primary}; }
  > div { ${proseCss}; padding-block-end: ${space.md}; padding-inline-start: ${space.lg}; }
`;
const footCss = css`margin: 0; color: ${color.muted};`;

interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

/** Frequent questions of staff, as native <details>: keyboard accessible without script. */
export function FaqPage() {
  const { t, i18n } = useLingui();
  const loginErrors: Question[] = LOGIN_ERROR_HELP.map(({ message, meaning }, index) => {
    const text = i18n._(message);
    return { id: `login-error-${index}`, question: t`¿Qué significa «${text}»?`, answer: <p>{i18n._(meaning)}</p> };
  });
  const groups: { id: string; title: string; questions: Question[] }[] = [
    {
      id: 'access',
      title: t`Acceso`,
      questions: [
        { id: 'sign-in', question: t`¿Cómo inicio sesión?`, answer: <SignInHelp /> },
        ...loginErrors,
        {
          id: 'forgot',
          question: t`Olvidé mi usuario o mi contraseña. ¿Qué hago?`,
          answer: <p><Trans>Sofia App no tiene una opción para recuperarlos: pídaselos al administrador de su empresa.</Trans></p>,
        },
        {
          id: 'session-required',
          question: t`¿Por qué veo la página «Sesión requerida»?`,
          answer: <p><Trans>Abrió una página que necesita una sesión iniciada y no había ninguna activa, o la sesión ya había terminado. Vuelva a iniciar sesión.</Trans></p>,
        },
      ],
    },
    {
      id: 'profile',
      title: t`Perfil y preferencias`,
      questions: [
        { id: 'photo', question: t`¿Cómo cambio mi foto de perfil?`, answer: <PhotoHelp /> },
        { id: 'language', question: t`¿Cómo cambio el idioma?`, answer: <LanguageHelp /> },
        { id: 'theme', question: t`¿Cómo cambio entre tema claro y oscuro?`, answer: <ThemeHelp /> },
      ],
    },
    {
      id: 'session',
      title: t`Menú y sesión`,
      questions: [
        { id: 'menu', question: t`¿Por qué no veo todas las áreas en el menú?`, answer: <MenuHelp /> },
        { id: 'lock', question: t`¿Cómo bloqueo la pantalla?`, answer: <LockHelp /> },
        { id: 'sign-out', question: t`¿Cómo cierro sesión?`, answer: <SignOutHelp /> },
      ],
    },
  ];
  return (
    <>
      <PageHeader title={t`Preguntas frecuentes`} trail={[{ label: t`Ayuda` }]} />
      {groups.map((group) => (
        <section key={group.id} css={groupCss} aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`}>{group.title}</h2>
          {group.questions.map((item) => (
            <details key={item.id} css={detailsCss}>
              <summary>{item.question}</summary>
              <div>{item.answer}</div>
            </details>
          ))}
        </section>
      ))}
      <p css={footCss}>
        <Trans>
          ¿Necesita más detalle? Consulte la <Link to="/pages/knowledge-base">base de conocimiento</Link>.
        </Trans>
      </p>
    </>
  );
}
