import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SamplePage, type SamplePanel } from './SamplePage.tsx';

const PANELS: SamplePanel[] = [
  {
    id: 'prices',
    title: msg`Cotizaciones`,
    text: msg`Sin datos. Sofia App no trabaja con criptomonedas; este panel es solo un ejemplo de diseño.`,
  },
  {
    id: 'wallet',
    title: msg`Cartera`,
    text: msg`Sin datos. No hay ninguna cartera conectada a esta página.`,
  },
];

/** 'Criptomonedas': a template dashboard kept as a labelled sample. */
export function CryptoPage() {
  const { t } = useLingui();
  return <SamplePage title={t`Criptomonedas`} panels={PANELS} areas={['caja', 'movimientos', 'analytics']} />;
}
