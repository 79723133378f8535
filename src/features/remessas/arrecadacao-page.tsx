import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';

/**
 * The screen's code, loaded by the page rather than with the route. The build plans the shared
 * chunks from what each route imports statically (scripts/vite/route-chunks.ts, decision 0026), and
 * this screen shares the lists' and the remessas' code in combinations no other screen has:
 * imported with the route, it made the plan regroup that code, and the associate and remessa forms
 * and detail pages downloaded 1 to 4 KB more (npm run bench:size). Loaded here, no other screen's
 * first load changes; this one waits one more request for it (docs/decisions/0030-arrecadacao-chart.md).
 */
const ArrecadacaoScreen = lazy(() => import('./arrecadacao-screen').then((m) => ({ default: m.ArrecadacaoScreen })));

/**
 * Taller than a desktop window below the header: while the code and then the figures arrive, the
 * footer stays out of view instead of being pushed down by them (no layout shift).
 */
const SCREEN_MIN_HEIGHT = '60rem';

/** /arrecadacao: the year's billing and collection at a glance (arrecadacao-screen.tsx). */
export function ArrecadacaoPage() {
  return (
    <div style={{ minHeight: SCREEN_MIN_HEIGHT }}>
      {/* With the page, before the screen's code: the title is on screen at once. */}
      <PageHeader title="Arrecadação" />
      <Suspense fallback={<PageLoading label="Carregando arrecadação" />}>
        <ArrecadacaoScreen />
      </Suspense>
    </div>
  );
}
