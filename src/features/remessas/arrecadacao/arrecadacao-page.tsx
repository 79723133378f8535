import { PageHeader } from '@/components/layout/page-header';
import { ArrecadacaoScreen } from './arrecadacao-screen';

/**
 * Taller than a desktop window below the header: while the figures arrive, the footer stays out of
 * view instead of being pushed down by them (no layout shift).
 */
const SCREEN_MIN_HEIGHT = '60rem';

/** /arrecadacao: the year's billing and collection at a glance (arrecadacao-screen.tsx). */
export function ArrecadacaoPage() {
  return (
    <div style={{ minHeight: SCREEN_MIN_HEIGHT }}>
      <PageHeader title="Arrecadação" />
      <ArrecadacaoScreen />
    </div>
  );
}
