import { css } from '@emotion/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ImportView } from '../../../machines/imports/import.connect.ts';
import type { ImportKind, ImportProblem } from '../../../machines/imports/imports.schema.ts';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';
import { Button, Card } from '../../components/ui.tsx';
import { color, font, space } from '../../styles/tokens.ts';
import { IMPORT_FAILURES, problemMessage, STATUS_LABELS, type AmountWriting } from './importTexts.ts';
import { alertCss, hintCss, rowCss, sectionCss } from './importStyles.ts';

/** The preview's table shows this many rows (the problems first); the counts cover them all. */
const SHOWN_ROWS = 200;

const tableCss = css`
  width: 100%; border-collapse: collapse; font-size: ${font.size.sm};
  caption { text-align: start; font-weight: 600; padding: ${space.sm}; }
  th, td { text-align: start; vertical-align: top; padding: ${space.sm}; border-block-start: 1px solid ${color.border}; }
  td ul { margin: 0; padding-inline-start: ${space.lg}; }
  /* A column's name ('numero_documento') breaks anywhere: on a phone the table fits its card. */
  td li { overflow-wrap: anywhere; min-width: 8ch; }
`;
const problemCss = css`color: ${color.danger};`;

/** 'columna: message': the column's name as the template writes it, isolated so it reads left to right in Arabic too. */
function ProblemText({ kind, problem, amounts }: { kind: ImportKind; problem: ImportProblem; amounts: AmountWriting }) {
  const { i18n } = useLingui();
  const message = problemMessage(i18n, kind, problem, amounts);
  if (problem.column === '') return <>{message}</>;
  return (
    <>
      <bdi dir="ltr">{problem.column}</bdi>: {message}
    </>
  );
}

/** The counts, the file's problems, the rows (problems first) and 'Importar N filas'. */
export function ImportPreviewCard({ view, amounts }: { view: ImportView; amounts: AmountWriting }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const reasonId = useId();
  const preview = view.preview;
  if (preview === null) return null;
  const { new: newRows, existing, refused } = preview.counts;
  const fileName = view.fileName ?? '';
  const shown = view.rows.slice(0, SHOWN_ROWS);
  const reason =
    view.block === 'refusedRows'
      ? t`Corrija las filas con errores en el archivo y elíjalo de nuevo: se importa todo el archivo o nada.`
      : view.block === 'fileProblems'
        ? t`Corrija las columnas del archivo y elíjalo de nuevo.`
        : view.block === 'nothingNew'
          ? t`No hay filas nuevas para importar.`
          : null;
  const caption = t`Filas del archivo`;
  return (
    <Card labelledBy={titleId}>
      <div css={sectionCss}>
        <h2 id={titleId}>
          {t`Vista previa`}: <bdi>{fileName}</bdi>
        </h2>
        <p>{t`${plural(newRows, { one: '# nueva', other: '# nuevas' })}, ${plural(existing, { one: '# ya existente', other: '# ya existentes' })}, ${plural(refused, { one: '# con errores', other: '# con errores' })}`}</p>
        {preview.fileProblems.length > 0 && (
          <ul css={problemCss} aria-label={t`Problemas del archivo`}>
            {preview.fileProblems.map((problem) => (
              <li key={`${problem.column}-${problem.code}`}><ProblemText kind={preview.kind} problem={problem} amounts={amounts} /></li>
            ))}
          </ul>
        )}
        {shown.length > 0 && (
          <ScrollRegion label={caption}>
            <table css={tableCss}>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Línea`}</th>
                  <th scope="col">{t`Fila`}</th>
                  <th scope="col">{t`Estado`}</th>
                  <th scope="col">{t`Problemas`}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.line}>
                    <th scope="row">{row.line}</th>
                    <td dir="auto">{row.label}</td>
                    <td>{i18n._(STATUS_LABELS[row.status])}</td>
                    <td>
                      {row.problems.length > 0 && (
                        <ul css={problemCss}>
                          {row.problems.map((problem) => (
                            <li key={`${problem.column}-${problem.code}`}><ProblemText kind={preview.kind} problem={problem} amounts={amounts} /></li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        {view.rows.length > SHOWN_ROWS && <p css={hintCss}>{t`Se muestran las primeras ${SHOWN_ROWS} filas.`}</p>}
        <div css={rowCss}>
          <Button onClick={view.confirm} disabled={reason !== null || view.busy} aria-describedby={reason === null ? undefined : reasonId}>
            {view.step === 'importing' ? t`Importando…` : t`${plural(newRows, { one: 'Importar # fila', other: 'Importar # filas' })}`}
          </Button>
        </div>
        {reason !== null && <p id={reasonId} css={hintCss}>{reason}</p>}
        {view.step === 'failed' && view.failure !== null && (
          <div css={rowCss}>
            <p role="alert" css={alertCss}>{i18n._(IMPORT_FAILURES[view.failure])}</p>
            <Button variant="secondary" onClick={view.retry}>{t`Reintentar`}</Button>
          </div>
        )}
      </div>
    </Card>
  );
}
