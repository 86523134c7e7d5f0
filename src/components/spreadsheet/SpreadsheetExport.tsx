import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { color, font, space } from '../../styles/tokens.ts';
import { Button } from '../ui.tsx';
import { defaultFileName, EXPORT_DEFAULTS, MIME_TYPES, type ExportOptions } from './cells.ts';
import { downloadBytes } from './download.ts';

export interface SpreadsheetExportProps<Row> extends ExportOptions<Row> {
  /** The rows to export, or how to fetch them on click (e.g. every page of a server-side list). */
  data: readonly Row[] | (() => Promise<readonly Row[]>);
  /** File name; `jsonData.<type>` by default ('jsonData.xls'). */
  name?: string;
  /** The button's text; 'Exportar' by default. */
  children?: ReactNode;
  disabled?: boolean;
}

type Outcome = 'idle' | 'working' | 'empty' | 'failed';

const wrapCss = css`display: inline-flex; flex-direction: column; align-items: flex-start; gap: ${space.xs};`;
const noteCss = css`margin: 0; font-size: ${font.size.sm}; color: ${color.muted};`;
const failedCss = css`margin: 0; font-size: ${font.size.sm}; color: ${color.danger};`;

/** Builds the file's bytes: the CSV writer alone for CSV, sheetjs-style (lazy) for xls/xlsx. */
async function buildBytes<Row>(data: readonly Row[], options: ExportOptions<Row>): Promise<Uint8Array> {
  if (options.type === 'csv') return (await import('./csv.ts')).buildCsv(data, options);
  return (await import('./workbook.ts')).buildWorkbook(data, options);
}

/**
 * 'Exportar': downloads `data` as a spreadsheet (fetched first when it is a function; a failed
 * fetch says so like a failed build). The spreadsheet library loads on the first
 * click, never before. An empty data set produces no file: a warning goes to the console and the
 * user reads why next to the button.
 */
export function SpreadsheetExport<Row>({ data, name, children, disabled, ...options }: SpreadsheetExportProps<Row>) {
  const { t } = useLingui();
  const noteId = useId();
  // Local, short-lived interface state (the button's own progress and note), not business state.
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const type = options.type ?? EXPORT_DEFAULTS.type;

  const nothingToExport = () => {
    console.warn('Sofia App: nothing to export; no file was produced.');
    setOutcome('empty');
  };

  const exportNow = async () => {
    if (typeof data !== 'function' && data.length === 0) return nothingToExport();
    setOutcome('working');
    try {
      const rows = typeof data === 'function' ? await data() : data;
      if (rows.length === 0) return nothingToExport();
      const bytes = await buildBytes(rows, { ...options, type });
      downloadBytes(bytes, name ?? defaultFileName(type), MIME_TYPES[type]);
      setOutcome('idle');
    } catch (error) {
      console.error('Sofia App: the export failed.', error);
      setOutcome('failed');
    }
  };

  return (
    <span css={wrapCss}>
      <Button
        variant="secondary"
        onClick={() => void exportNow()}
        disabled={disabled || outcome === 'working'}
        aria-busy={outcome === 'working'}
        aria-describedby={outcome === 'empty' || outcome === 'failed' ? noteId : undefined}
      >
        {outcome === 'working' ? t`Exportando…` : (children ?? t`Exportar`)}
      </Button>
      <span role="status" id={noteId}>
        {outcome === 'empty' && <p css={noteCss}>{t`No hay datos para exportar: no se generó ningún archivo.`}</p>}
        {outcome === 'failed' && <p css={failedCss}>{t`No se pudo generar el archivo. Intente nuevamente.`}</p>}
      </span>
    </span>
  );
}
