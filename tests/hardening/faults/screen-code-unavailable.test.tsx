import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../expected-reports';
import { renderApp } from '../../render';

// The associate form's code cannot be downloaded, as when the browser is offline.
vi.mock('@/features/associados/associado-form-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://painel/assets/associado-form-page.js');
});

/**
 * A screen whose code cannot be downloaded shows the error inside the layout with Tentar novamente
 * (a reload, in the browser: tests/e2e/live/faults.e2e.ts), never a blank page; the rest of the panel
 * keeps working.
 */
describe('a screen whose code cannot be downloaded', () => {
  it('shows the error inside the layout, and the other screens still open', async () => {
    const consoleErrors = expectConsoleErrors();
    const { router } = await renderApp('/listas', { signedIn: true });
    await screen.findByRole('heading', { name: 'Listas' });

    await router.navigate('/associados/form/cadastro');
    const problem = await screen.findByRole('alert');
    expect(within(problem).getByRole('heading', { name: 'Algo deu errado nesta tela' })).toBeInTheDocument();
    expect(within(problem).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Menu do usuário/ })).toBeInTheDocument();
    expect(consoleErrors.length).toBeGreaterThan(0);

    await router.navigate('/remessas/form/cadastro');
    expect(await screen.findByRole('heading', { name: 'Nova remessa' })).toBeInTheDocument();
  });
});
