import { css } from '@emotion/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, type ChangeEvent } from 'react';
import { connectImport, type ImportView } from '../../../machines/imports/import.connect.ts';
import { IMPORT_KINDS, type ImportKind, type ImportProblem } from '../../../machines/imports/imports.schema.ts';
import { numberConventions } from '../../../machines/money/numberConventions.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { AREA_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { SpreadsheetExport } from '../../components/spreadsheet/SpreadsheetExport.tsx';
import { Button, Card, labelCss, mutedCss, secondaryButtonCss } from '../../components/ui.tsx';
import { intlLocaleOf } from '../../i18n/locales.ts';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { color, font, space } from '../../styles/tokens.ts';
import { importTemplate } from './importTemplate.ts';
import { IMPORT_FAILURES, KIND_LABELS, PREVIEW_FAILURES, problemMessage, READ_FAILURES, STATUS_LABELS, type AmountWriting } from './importTexts.ts';
import { provideImport } from './importsLogic.ts';

/** The preview's table shows this many rows (the problems first); the counts cover them all. */
const SHOWN_ROWS = 200;

const stackCss = css`display: grid; gap: ${space.xl};`;
const sectionCss = css`display: grid; gap: ${space.md}; h2 { margin: 0; font-size: ${font.size.lg}; } p { margin: 0; }`;
const fieldsetCss = css`border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${space.sm} ${space.xl}; legend { padding: 0; }`;
const radioCss = css`display: flex; align-items: center; gap: ${space.sm}; min-height: 40px;`;
const hintCss = css`${mutedCss}; font-size: ${font.size.sm};`;
const alertCss = css`color: ${color.danger};`;
const rowCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; align-items: center;`;
const tableCss = css`
  width: 100%; border-collapse: collapse; font-size: ${font.size.sm};
  caption { text-align: start; font-weight: 600; padding: ${space.sm}; }
  th, td { text-align: start; vertical-align: top; padding: ${space.sm}; border-block-start: 1px solid ${color.border}; }
  td ul { margin: 0; padding-inline-start: ${space.lg}; }
  /* A column's name ('numero_documento') breaks anywhere: on a phone the table fits its card. */
  td li { overflow-wrap: anywhere; min-width: 8ch; }
`;
const problemCss = css`color: ${color.danger};`;
const pickerCss = css`
  ${secondaryButtonCss}; position: relative;
  &:has(input:focus-visible) { outline: 3px solid ${color.focus}; outline-offset: 2px; }
  &[data-disabled='true'] { opacity: 0.65; cursor: progress; }
`;

/** 'Importar' (issue #37): customers or running loans from a CSV or XLSX file, previewed before anything is written. */
export function ImportsPage() {
  const { t, i18n } = useLingui();
  const app = useApp();
  const locale = useSelector(app.settings, selectLocale);
  const active = useActiveLocation();
  const actor = useScreenActor((sofia) => provideImport(sofia.deps));
  const view = useView(actor, connectImport);
  const numberLocale = intlLocaleOf(locale);
  const amounts: AmountWriting = { conventions: active.conventions ?? numberConventions(numberLocale), digits: active.format?.digits ?? 2 };

  return (
    <>
      <PageHeader title={i18n._(AREA_TITLES.imports)} />
      <div css={stackCss}>
        <FileCard view={view} numberLocale={numberLocale} />
        {view.step === 'previewFailed' && view.failure !== null && (
          <Card>
            <div css={rowCss}>
              <p role="alert" css={alertCss}>{i18n._(PREVIEW_FAILURES[view.failure])}</p>
              <Button variant="secondary" onClick={view.retry}>{t`Reintentar`}</Button>
            </div>
          </Card>
        )}
        {view.preview !== null && <PreviewCard view={view} amounts={amounts} />}
        {view.result !== null && <ResultCard created={view.result.created} existing={view.result.existing} />}
      </div>
    </>
  );
}

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

function ResultCard({ created, existing }: { created: number; existing: number }) {
  const { t } = useLingui();
  return (
    <Card>
      <p role="status">
        {t`${plural(created, { one: 'Se importó # fila', other: 'Se importaron # filas' })}; ${plural(existing, { one: '# ya existía', other: '# ya existían' })}.`}
      </p>
    </Card>
  );
}

/** The kind, its template and the file. */
function FileCard({ view, numberLocale }: { view: ImportView; numberLocale: string }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const labelId = useId();
  const chosenId = useId();
  const hintId = useId();
  const template = importTemplate(i18n, view.kind);
  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied so that choosing the same file again (after fixing it) reads it again.
    event.target.value = '';
    if (file !== undefined) view.chooseFile(file, numberLocale);
  };
  const status = view.step === 'reading' ? t`Leyendo el archivo…` : view.step === 'previewing' ? t`Revisando las filas…` : view.step === 'importing' ? t`Importando…` : '';
  return (
    <Card labelledBy={titleId}>
      <div css={sectionCss}>
        <h2 id={titleId}>{t`Archivo`}</h2>
        <fieldset css={fieldsetCss} disabled={view.busy}>
          <legend css={labelCss}>{t`Qué importa`}</legend>
          {IMPORT_KINDS.map((kind: ImportKind) => (
            <label key={kind} css={radioCss}>
              <input type="radio" name="import-kind" value={kind} checked={view.kind === kind} onChange={() => view.chooseKind(kind)} />
              {i18n._(KIND_LABELS[kind])}
            </label>
          ))}
        </fieldset>
        <p css={hintCss}>
          {view.kind === 'customers'
            ? t`Una fila por cliente. Los clientes cuyo documento ya está cargado no se agregan de nuevo.`
            : t`Una fila por préstamo en curso, de clientes ya cargados. Un préstamo cuya referencia ya se importó no se agrega de nuevo.`}
        </p>
        <div css={rowCss}>
          <SpreadsheetExport type="xlsx" worksheet={i18n._(KIND_LABELS[view.kind])} {...template}>
            {t`Descargar plantilla`}
          </SpreadsheetExport>
        </div>
        <p css={hintCss}>{t`La plantilla trae una fila de ejemplo y una de ayuda que explica cada columna: bórrelas antes de importar. Las fechas van como dd/mm/aaaa.`}</p>
        <div>
          <p id={labelId} css={labelCss}>{t`Archivo CSV o XLSX`}</p>
          {/* The browser's own file button speaks the browser's language and, emptied after each
              choice, would say no file is chosen: a button of the app's, in its language, with the name. */}
          <div css={rowCss}>
            <label css={pickerCss} data-disabled={view.busy}>
              <input
                className="visually-hidden"
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={view.busy}
                aria-labelledby={labelId}
                aria-describedby={`${chosenId} ${hintId}`}
                onChange={chooseFile}
              />
              {t`Elegir archivo`}
            </label>
            <span id={chosenId} css={hintCss}>
              {view.fileName === null ? t`Ningún archivo elegido` : <bdi>{view.fileName}</bdi>}
            </span>
          </div>
          <p id={hintId} css={hintCss}>{t`Nada se guarda hasta que usted confirme la importación.`}</p>
        </div>
        {status !== '' && <p role="status">{status}</p>}
        {view.readFailure !== null && <p role="alert" css={alertCss}>{READ_FAILURES[view.readFailure](i18n)}</p>}
      </div>
    </Card>
  );
}

/** The counts, the file's problems, the rows (problems first) and 'Importar N filas'. */
function PreviewCard({ view, amounts }: { view: ImportView; amounts: AmountWriting }) {
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
        <p role="status">{t`${plural(newRows, { one: '# nueva', other: '# nuevas' })}, ${plural(existing, { one: '# ya existente', other: '# ya existentes' })}, ${refused} con errores`}</p>
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

export default ImportsPage;
