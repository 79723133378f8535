// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installAdvice } from '../../scripts/lib/tools';
// @ts-expect-error: plain JavaScript, which any Node runs; no declarations.
import { nodeProblem } from '../../scripts/check-node.mjs';

/**
 * A developer's machine (docs/decisions/0048-second-and-third-engines.md): `npm test` finds the
 * browsers, nginx and openssl where they are, installs what is missing on Debian, and elsewhere stops
 * at once with the command for the system; a Node other than the project's stops it too.
 */

/** Runs scripts/ensure-tools.ts with `path` as the PATH and nothing installed where the variables say. */
function ensureTools(path: string, env: Record<string, string> = {}) {
  const nowhere = {
    CHROMIUM_PATH: '/nada/chromium',
    FIREFOX_PATH: '/nada/firefox',
    NGINX_BIN: '/nada/nginx',
  };
  return spawnSync(process.execPath, ['scripts/ensure-tools.ts'], {
    encoding: 'utf8',
    env: { HOME: process.env.HOME, PATH: path, ...nowhere, ...env },
    timeout: 30_000,
  });
}

const emptyFolder = () => mkdtempSync(join(tmpdir(), 'painel-path-'));

describe('the set-up of the browser tests', () => {
  it('without apt-get, stops at once saying what is missing and the command that installs it', () => {
    const { status, stdout, stderr } = ensureTools(emptyFolder());
    expect(status).toBe(1);
    expect(stdout).not.toContain('Instalando');
    expect(stderr).toContain(
      'Falta para os testes de navegador: Chromium (ou Chrome) (CHROMIUM_PATH=/nada/chromium não existe), ' +
        'Firefox (FIREFOX_PATH=/nada/firefox não existe), nginx (NGINX_BIN=/nada/nginx não existe), openssl.',
    );
    expect(stderr).toContain('sudo apt-get install chromium firefox-esr nginx openssl');
    expect(stderr).toContain('Ou diga onde já estão: CHROMIUM_PATH=… FIREFOX_PATH=… NGINX_BIN=…');
  });

  it('with apt-get, says what it installs (and when sudo will ask) before asking apt-get for Debian’s packages', () => {
    const bin = emptyFolder();
    const calls = join(bin, 'calls.log');
    // An apt-get that installs nothing, and a sudo that runs what it is given: what they were asked is kept.
    writeFileSync(join(bin, 'apt-get'), `#!/bin/sh\necho "apt-get $*" >> ${calls}\n`);
    writeFileSync(join(bin, 'sudo'), `#!/bin/sh\necho "sudo" >> ${calls}\nexec "$@"\n`);
    chmodSync(join(bin, 'apt-get'), 0o755);
    chmodSync(join(bin, 'sudo'), 0o755);
    const { status, stdout, stderr } = ensureTools(`${bin}:/bin:/usr/bin`, {
      CHROMIUM_HEADLESS_SHELL_PATH: '/nada/headless-shell',
    });
    const packages = 'chromium chromium-headless-shell firefox-esr nginx';
    const asRoot = process.getuid?.() === 0;
    expect(stdout).toContain(
      asRoot
        ? `Instalando do Debian: ${packages}...`
        : `Instalando do Debian com sudo apt-get install ${packages} (o sudo pode pedir a sua senha)...`,
    );
    expect(
      readFileSync(calls, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('apt-get')),
    ).toEqual(['apt-get update -qq', `apt-get install -y -qq ${packages}`]);
    // It installed nothing: the run stops, saying so.
    expect(status).toBe(1);
    expect(stderr).toContain(`O apt-get não os instalou; instale-os: apt-get install ${packages}`);
  });

  it('on macOS and Windows, names Homebrew’s, winget’s and Chocolatey’s commands', () => {
    expect(installAdvice(['chromium', 'firefox', 'nginx'], 'darwin')).toContain(
      '  brew install --cask google-chrome firefox\n  brew install nginx',
    );
    expect(installAdvice(['chromium', 'firefox', 'nginx', 'openssl'], 'win32')).toContain(
      '  winget install Google.Chrome Mozilla.Firefox\n  choco install nginx openssl',
    );
    expect(installAdvice(['webkit-driver'], 'darwin')).toContain('O WebKit destes testes é o WebKitGTK do Linux');
  });
});

describe('the Node npm test and npm run dev run on', () => {
  const wanted = readFileSync('.nvmrc', 'utf8').trim();

  it('is this one: the check says nothing', () => {
    const { status, stdout, stderr } = spawnSync(process.execPath, ['scripts/check-node.mjs'], { encoding: 'utf8' });
    expect([status, stdout, stderr]).toEqual([0, '', '']);
  });

  it('another line or an older 26 stops them, saying which Node and how to get it', () => {
    const problem = nodeProblem('20.20.2', wanted) as string;
    expect(problem).toContain(
      `Este projeto roda no Node 26 (${wanted} ou uma versão 26.x mais nova); este é o Node 20.20.2.`,
    );
    expect(problem).toContain('O arquivo .nvmrc diz a versão: com o nvm');
    expect(problem).toContain('`nvm install` e depois `nvm use`');
    expect(nodeProblem('27.0.0', wanted)).not.toBeNull();
    expect(nodeProblem('26.9.9', wanted)).not.toBeNull();
    expect(nodeProblem(wanted, wanted)).toBeNull();
    expect(nodeProblem('26.11.0', wanted)).toBeNull();
  });
});
