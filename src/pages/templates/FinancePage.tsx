import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SamplePage, type SamplePanel } from './SamplePage.tsx';

const PANELS: SamplePanel[] = [
  {
    id: 'income',
    title: msg`Ingresos y gastos`,
    text: msg`Sin datos. En la plantilla aquí había un gráfico; este panel no está conectado a la caja ni a los movimientos.`,
  },
  {
    id: 'operations',
    title: msg`Últimas operaciones`,
    text: msg`Sin datos. Las operaciones reales se registran en las áreas de caja y movimientos.`,
  },
];

/** 'Finanzas': a template dashboard kept as a labelled sample. */
export function FinancePage() {
  const { t } = useLingui();
  return <SamplePage title={t`Finanzas`} panels={PANELS} areas={['caja', 'movimientos', 'prestamos', 'analytics']} />;
}
