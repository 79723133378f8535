import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { server } from '@mocks/node';
import { TEST_TOKEN } from '../../auth';
import { location, renderApp } from '../../render';
import { captureRequests } from '../../requests';
import { findTable } from '../../listas/listas-helpers';

/**
 * Logs and addresses: what the panel prints to the console and the addresses it calls or shows
 * never hold the access token, a password or the signed-in user's CPF.
 */

/** Everything a console call hands out: as devtools shows it and as a log collector serialises it. */
function printed(args: unknown[]): string {
  const seen = new WeakSet<object>();
  const json = JSON.stringify(args, (_key, value: unknown) => {
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return '[circular]';
      seen.add(value);
    }
    return value;
  });
  return `${json}\n${inspect(args, { depth: 12, showHidden: true, getters: true })}`;
}

const secrets = [TEST_TOKEN, DEMO_CREDENTIALS.cpf, DEMO_CREDENTIALS.cpfFormatado, DEMO_CREDENTIALS.senha];

describe('secrets in console logs and addresses', () => {
  it('a failed export logs what failed, not the request with its bearer token and search', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    server.use(
      http.post('*/api/associados/busca', () => HttpResponse.json({ message: 'Falha no servidor.' }, { status: 500 })),
    );

    await user.click(screen.getByRole('button', { name: 'Exportar Associados' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    const output = [...logged.mock.calls, ...warned.mock.calls].map(printed).join('\n');
    expect(output).toContain('Não foi possível exportar os associados.');
    expect(output).toContain('/api/associados/busca');
    expect(output).toContain('500');
    for (const secret of secrets) expect(output.includes(secret), `"${secret}" no console`).toBe(false);
    expect(/Bearer|Authorization/i.test(output), 'cabeçalho Authorization no console').toBe(false);
  });

  it('signing in sends the CPF and password in the body, never in an address, and prints nothing', async () => {
    const requests = captureRequests();
    const logged = vi.spyOn(console, 'log');
    const { user, router } = await renderApp('/');
    await user.type(await screen.findByLabelText('CPF'), DEMO_CREDENTIALS.cpf);
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), DEMO_CREDENTIALS.senha);
    await user.click(screen.getByRole('checkbox', { name: 'Lembrar-me' }));
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(location(router)).toMatch(/^\/listas/));
    await findTable('Associados');

    const sessao = db.sessoes.all().at(-1)!;
    await user.click(screen.getByRole('tab', { name: 'Usuários' }));
    await findTable('Usuários');

    expect(requests.of('autenticar')[0].body).toEqual({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha });
    for (const request of requests.all) {
      for (const secret of [...secrets, sessao.token]) expect(request.url).not.toContain(secret);
    }
    for (const secret of [...secrets, sessao.token]) expect(location(router)).not.toContain(secret);
    expect(logged).not.toHaveBeenCalled();
  });

  it('the panel prints an error only through loggableError, and never a session, a token or credentials', () => {
    const sourceFiles = (directory: string): string[] =>
      readdirSync(directory).flatMap((name) => {
        const path = join(directory, name);
        if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
      });
    const calls = sourceFiles('src').flatMap((path) =>
      [
        ...readFileSync(path, 'utf8').matchAll(/console\.(?:log|info|debug|warn|error)\(((?:[^()]|\([^()]*\))*)\)/g),
      ].map(([, args]) => ({ path, args })),
    );
    expect(calls.length).toBeGreaterThan(0);
    for (const { path, args } of calls) {
      expect(args, path).not.toMatch(/session|sessao|token|senha|password|cpf|credential|headers|config/i);
      // A caught error goes through loggableError: a failed call's error holds its request.
      if (/\berror\b/.test(args)) expect(args, path).toMatch(/loggableError\(error\)/);
    }
  });
});
