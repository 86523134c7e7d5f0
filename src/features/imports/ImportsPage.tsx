import { css } from '@emotion/react';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { connectImport } from '../../../machines/imports/import.connect.ts';
import { numberConventions } from '../../../machines/money/numberConventions.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { AREA_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { Button, Card } from '../../components/ui.tsx';
import { intlLocaleOf } from '../../i18n/locales.ts';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { space } from '../../styles/tokens.ts';
import { ImportFileCard } from './ImportFileCard.tsx';
import { ImportPreviewCard } from './ImportPreviewCard.tsx';
import { alertCss, rowCss } from './importStyles.ts';
import { PREVIEW_FAILURES, type AmountWriting } from './importTexts.ts';
import { provideImport } from './importsLogic.ts';

const stackCss = css`display: grid; gap: ${space.xl};`;

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
  // One live region for the page, always there, so each step is announced (a region that appears
  // with its text often is not): the work in progress, the preview's counts, the result.
  const { new: newRows, existing, refused } = view.preview?.counts ?? { new: 0, existing: 0, refused: 0 };
  const announcement =
    view.step === 'reading'
      ? t`Leyendo el archivo…`
      : view.step === 'previewing'
        ? t`Revisando las filas…`
        : view.step === 'importing'
          ? t`Importando…`
          : view.result !== null
            ? i18n._(resultSentence(view.result.created, view.result.existing))
            : view.preview !== null
              ? t`${plural(newRows, { one: '# nueva', other: '# nuevas' })}, ${plural(existing, { one: '# ya existente', other: '# ya existentes' })}, ${plural(refused, { one: '# con errores', other: '# con errores' })}`
              : '';

  return (
    <>
      <PageHeader title={i18n._(AREA_TITLES.imports)} />
      <p role="status" className="visually-hidden">{announcement}</p>
      <div css={stackCss}>
        <ImportFileCard view={view} numberLocale={numberLocale} />
        {view.step === 'previewFailed' && view.failure !== null && (
          <Card>
            <div css={rowCss}>
              <p role="alert" css={alertCss}>{i18n._(PREVIEW_FAILURES[view.failure])}</p>
              <Button variant="secondary" onClick={view.retry}>{t`Reintentar`}</Button>
            </div>
          </Card>
        )}
        {view.preview !== null && <ImportPreviewCard view={view} amounts={amounts} />}
        {view.result !== null && <ResultCard created={view.result.created} existing={view.result.existing} />}
      </div>
    </>
  );
}

/** 'Se importaron N filas; M ya existían.' */
const resultSentence = (created: number, existing: number) =>
  msg`${plural(created, { one: 'Se importó # fila', other: 'Se importaron # filas' })}; ${plural(existing, { one: '# ya existía', other: '# ya existían' })}.`;

function ResultCard({ created, existing }: { created: number; existing: number }) {
  const { i18n } = useLingui();
  return (
    <Card>
      <p>{i18n._(resultSentence(created, existing))}</p>
    </Card>
  );
}

export default ImportsPage;
