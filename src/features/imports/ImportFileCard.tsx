import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId, type ChangeEvent } from 'react';
import type { ImportView } from '../../../machines/imports/import.connect.ts';
import { IMPORT_KINDS, type ImportKind } from '../../../machines/imports/imports.schema.ts';
import { SpreadsheetExport } from '../../components/spreadsheet/SpreadsheetExport.tsx';
import { Card, labelCss, secondaryButtonCss } from '../../components/ui.tsx';
import { color, space } from '../../styles/tokens.ts';
import { importTemplate } from './importTemplate.ts';
import { KIND_LABELS, READ_FAILURES } from './importTexts.ts';
import { alertCss, hintCss, rowCss, sectionCss } from './importStyles.ts';

const fieldsetCss = css`border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${space.sm} ${space.xl}; legend { padding: 0; }`;
const radioCss = css`display: flex; align-items: center; gap: ${space.sm}; min-height: 40px;`;
const pickerCss = css`
  ${secondaryButtonCss}; position: relative;
  &:has(input:focus-visible) { outline: 3px solid ${color.focus}; outline-offset: 2px; }
  &[data-disabled='true'] { opacity: 0.65; cursor: progress; }
`;

/** The kind, its template and the file. */
export function ImportFileCard({ view, numberLocale }: { view: ImportView; numberLocale: string }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const labelId = useId();
  const chosenId = useId();
  const hintId = useId();
  const buttonId = useId();
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
        <p css={hintCss}>{t`La plantilla trae una fila de ejemplo: escriba sus datos en su lugar. Su hoja «Ayuda» explica cada columna. Las fechas van como dd/mm/aaaa.`}</p>
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
                aria-labelledby={`${labelId} ${buttonId}`}
                aria-describedby={`${chosenId} ${hintId}`}
                onChange={chooseFile}
              />
              <span id={buttonId}>{t`Elegir archivo`}</span>
            </label>
            <span id={chosenId} css={hintCss}>
              {view.fileName === null ? t`Ningún archivo elegido` : <bdi>{view.fileName}</bdi>}
            </span>
          </div>
          <p id={hintId} css={hintCss}>{t`Nada se guarda hasta que usted confirme la importación.`}</p>
        </div>
        {/* Said aloud by the page's live region (ImportsPage). */}
        {status !== '' && <p>{status}</p>}
        {view.readFailure !== null && <p role="alert" css={alertCss}>{READ_FAILURES[view.readFailure](i18n)}</p>}
      </div>
    </Card>
  );
}
