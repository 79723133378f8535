import { existsSync, globSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from 'playwright-core';

/*
 * Where the browsers and servers the browser tests run are on this machine, found as the ecosystem
 * finds them (docs/decisions/0048-second-and-third-engines.md): the variable that names one
 * (`CHROMIUM_PATH`, `FIREFOX_PATH`, `NGINX_BIN`…), Debian's packages, an installed Chrome, Chromium or
 * Firefox in its usual place, Playwright's own Chromium when its cache holds it, the PATH. Read by
 * playwright.config.ts (through scripts/lib/browser.ts and tests/browser/engines.ts) and by
 * scripts/ensure-tools.ts, which installs what is missing on Debian or says how elsewhere.
 * Plain Node (no aliases): ensure-tools runs before anything else is known to work.
 */

export type Tool =
  | 'chromium'
  | 'chromium-headless-shell'
  | 'firefox'
  | 'nginx'
  | 'openssl'
  | 'webkit-driver'
  | 'webkit-browser'
  | 'xvfb-run';

interface ToolSpec {
  /** What a person calls it. */
  label: string;
  /** The variable that names it, when one does. */
  variable?: string;
  /** Where it usually is on `platform`, first found wins; commands are looked up on the PATH. */
  places: (platform: NodeJS.Platform) => string[];
  commands?: string[];
  /** Debian's package. */
  apt: string;
}

const env = process.env;
const programFiles = [env.ProgramFiles, env['ProgramFiles(x86)'], env.LOCALAPPDATA].filter(
  (folder): folder is string => !!folder,
);

/** Playwright's own browsers, when its cache holds the version of this checkout's playwright-core. */
function playwrightChromium(headlessShell: boolean): string[] {
  let full: string;
  try {
    full = chromium.executablePath();
  } catch {
    return [];
  }
  if (!headlessShell) return [full];
  const [, cache, revision] = full.match(/^(.*)[\\/]chromium-(\d+)[\\/]/) ?? [];
  if (!cache) return [];
  return globSync(join(cache, `chromium_headless_shell-${revision}`, '*', 'chrome-headless-shell{,.exe}'));
}

const TOOLS: Record<Tool, ToolSpec> = {
  chromium: {
    label: 'Chromium (ou Chrome)',
    variable: 'CHROMIUM_PATH',
    apt: 'chromium',
    places: (platform) => [
      ...(platform === 'linux'
        ? ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable', '/usr/bin/google-chrome']
        : []),
      ...(platform === 'darwin'
        ? [
            '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
            '/Applications/Chromium.app/Contents/MacOS/Chromium',
          ]
        : []),
      ...(platform === 'win32'
        ? programFiles.flatMap((folder) => [
            join(folder, 'Google', 'Chrome', 'Application', 'chrome.exe'),
            join(folder, 'Chromium', 'Application', 'chrome.exe'),
          ])
        : []),
      ...playwrightChromium(false),
    ],
  },
  'chromium-headless-shell': {
    label: 'Headless shell do Chromium',
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
    apt: 'chromium-headless-shell',
    places: (platform) => [
      ...(platform === 'linux' ? ['/usr/bin/chromium-headless-shell'] : []),
      ...playwrightChromium(true),
    ],
  },
  firefox: {
    label: 'Firefox',
    variable: 'FIREFOX_PATH',
    apt: 'firefox-esr',
    places: (platform) => [
      ...(platform === 'linux' ? ['/usr/bin/firefox-esr', '/usr/bin/firefox'] : []),
      ...(platform === 'darwin' ? ['/Applications/Firefox.app/Contents/MacOS/firefox'] : []),
      ...(platform === 'win32' ? programFiles.map((folder) => join(folder, 'Mozilla Firefox', 'firefox.exe')) : []),
    ],
  },
  nginx: {
    label: 'nginx',
    variable: 'NGINX_BIN',
    apt: 'nginx',
    commands: ['nginx'],
    // Debian's, which is not on a person's PATH (only root's).
    places: (platform) => (platform === 'linux' ? ['/usr/sbin/nginx'] : []),
  },
  openssl: { label: 'openssl', apt: 'openssl', commands: ['openssl'], places: () => [] },
  'webkit-driver': {
    label: 'WebKitWebDriver (WebKitGTK)',
    variable: 'WEBKIT_DRIVER_PATH',
    apt: 'webkit2gtk-driver',
    commands: ['WebKitWebDriver'],
    places: () => [],
  },
  'webkit-browser': {
    label: 'MiniBrowser do WebKitGTK',
    variable: 'WEBKIT_BROWSER_PATH',
    apt: 'webkit2gtk-driver',
    places: (platform) => (platform === 'linux' ? globSync('/usr/lib/*/webkit2gtk-4.1/MiniBrowser') : []),
  },
  'xvfb-run': { label: 'xvfb-run', apt: 'xvfb xauth', commands: ['xvfb-run'], places: () => [] },
};

/** `command` on the PATH, or undefined. */
export function onPath(command: string, path = env.PATH ?? ''): string | undefined {
  const names = process.platform === 'win32' ? [`${command}.exe`, `${command}.cmd`] : [command];
  for (const folder of path.split(delimiter).filter(Boolean))
    for (const name of names) if (existsSync(join(folder, name))) return join(folder, name);
  return undefined;
}

/** Where `tool` is on this machine, or undefined; a variable that names it is taken as it is. */
export function findTool(tool: Tool): string | undefined {
  const spec = TOOLS[tool];
  const named = spec.variable ? env[spec.variable] : undefined;
  if (named) return existsSync(named) ? named : undefined;
  for (const command of spec.commands ?? []) {
    const found = onPath(command);
    if (found) return found;
  }
  return spec.places(process.platform).find((place) => existsSync(place));
}

/** Debian's packages of `tools`, each once. */
export const aptPackages = (tools: Tool[]) => [...new Set(tools.flatMap((tool) => TOOLS[tool].apt.split(' ')))];

/** What is missing, as a person reads it: `nginx (NGINX_BIN=/x não existe)`. */
export function describeMissing(tool: Tool): string {
  const { label, variable } = TOOLS[tool];
  const named = variable ? env[variable] : undefined;
  return named ? `${label} (${variable}=${named} não existe)` : label;
}

/**
 * How to get `missing` on `platform`, where apt-get is not at hand: the command for that system, and
 * the variables that name what is already installed elsewhere.
 */
export function installAdvice(missing: Tool[], platform: NodeJS.Platform): string {
  const variables = missing
    .map((tool) => TOOLS[tool].variable)
    .filter((variable): variable is string => !!variable)
    .map((variable) => `${variable}=…`);
  const browsers = missing.filter(
    (tool) => tool === 'chromium' || tool === 'chromium-headless-shell' || tool === 'firefox',
  );
  const lines: string[] = [];
  if (missing.some((tool) => tool.startsWith('webkit') || tool === 'xvfb-run') && platform !== 'linux')
    lines.push(
      'O WebKit destes testes é o WebKitGTK do Linux (npm run test:webkit); rode-o no Linux (no Windows, no WSL com Debian).',
    );
  if (platform === 'darwin') {
    const casks = [
      ...(browsers.some((tool) => tool.startsWith('chromium')) ? ['google-chrome'] : []),
      ...(browsers.includes('firefox') ? ['firefox'] : []),
    ];
    const formulae = missing.filter((tool) => tool === 'nginx' || tool === 'openssl');
    lines.push('No macOS, instale com o Homebrew (https://brew.sh):');
    if (casks.length > 0) lines.push(`  brew install --cask ${casks.join(' ')}`);
    if (formulae.length > 0) lines.push(`  brew install ${formulae.join(' ')}`);
  } else if (platform === 'win32') {
    const winget = [
      ...(browsers.some((tool) => tool.startsWith('chromium')) ? ['Google.Chrome'] : []),
      ...(browsers.includes('firefox') ? ['Mozilla.Firefox'] : []),
    ];
    const choco = missing.filter((tool) => tool === 'nginx' || tool === 'openssl');
    lines.push(
      'No Windows, instale com o winget e o Chocolatey (ou rode tudo no WSL com Debian, onde npm test instala sozinho):',
    );
    if (winget.length > 0) lines.push(`  winget install ${winget.join(' ')}`);
    if (choco.length > 0) lines.push(`  choco install ${choco.join(' ')}`);
  } else {
    lines.push(
      'Instale com o gerenciador de pacotes do sistema (no Debian e no Ubuntu, npm test o faz com o apt-get):',
      `  sudo apt-get install ${aptPackages(missing).join(' ')}   (os nomes do Debian; noutros sistemas, os equivalentes)`,
    );
  }
  if (variables.length > 0) lines.push(`Ou diga onde já estão: ${variables.join(' ')}`);
  return lines.join('\n');
}
