// Screenshots of every screen of the demo build, to look at a layout change the way staff see it:
// signed in at 1280×720, 1366×768 and 1920×1080, the public pages at 375×812.
// `npm run screenshots` (builds the demo into a temporary folder unless DEMO_DIR is given) writes
// PNGs to .screenshots/ (git-ignored, or SCREENSHOTS_DIR) and lists every table cell whose text is cut.
// Two runs of the same code give the same pixels (`npm run screenshots:compare` checks a change
// against them): the clock is fixed, so the seed's dates are those of one day, animations are
// stopped at their end state and glyphs are placed on whole pixels.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const OUT = process.env.SCREENSHOTS_DIR ?? '.screenshots';
const DESKTOP = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
const PHONE = { width: 375, height: 812 };
/** The day and time the pages see (the demo seeds its records relative to today). */
const FIXED_TIME = new Date('2025-06-16T10:00:00-03:00');
const PAGE_SETTINGS = { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' };
/** A fresh profile whose pages see FIXED_TIME. */
async function newContext(browser, options) {
  const context = await browser.newContext({ ...PAGE_SETTINGS, ...options });
  await context.clock.setFixedTime(FIXED_TIME);
  return context;
}
/** A full-page picture once the screen is ready. */
const picture = (page, path) => page.screenshot({ path, fullPage: true, animations: 'disabled' });

/** Signed-in screens: name, address, and what to wait for (and do) before the picture. */
const PRIVATE = [
  {
    name: 'listas-associados',
    path: '/listas',
    ready: (page) => page.getByRole('table', { name: 'Associados' }).getByRole('row').nth(10).waitFor(),
  },
  {
    name: 'listas-remessas',
    path: '/listas?type=shipments',
    ready: (page) => page.getByRole('table', { name: 'Remessas' }).getByRole('row').nth(10).waitFor(),
  },
  {
    name: 'listas-usuarios',
    path: '/listas?type=users',
    ready: (page) => page.getByRole('table', { name: 'Usuários' }).getByRole('row').nth(10).waitFor(),
  },
  {
    name: 'usuario-novo',
    path: '/usuarios/form/cadastro',
    ready: (page) => page.getByLabel('Nome', { exact: true }).waitFor(),
  },
  {
    name: 'usuario-editar',
    path: '/usuarios/form/editar/1',
    ready: (page) => page.getByRole('button', { name: 'Salvar alterações' }).waitFor(),
  },
  {
    name: 'associado-novo',
    path: '/associados/form/cadastro',
    ready: (page) => page.getByRole('button', { name: 'Adicionar usuário' }).waitFor(),
  },
  {
    name: 'associado-cadastrado',
    path: '/associados/form/cadastrado',
    ready: (page) =>
      page
        .getByRole('link', { name: 'Novo associado' })
        .or(page.getByRole('button', { name: 'Novo associado' }))
        .first()
        .waitFor(),
  },
  {
    name: 'associado-editar',
    path: '/associados/form/editar/1',
    // The form is whole once its last section, Usuários, is there.
    ready: (page) => page.getByRole('button', { name: 'Adicionar usuário' }).waitFor(),
  },
  {
    name: 'associado-info',
    path: '/associados/info/1',
    ready: (page) => page.getByRole('table', { name: 'Últimas remessas do associado' }).waitFor(),
  },
  {
    name: 'remessa-nova',
    path: '/remessas/form/cadastro',
    ready: (page) => page.getByRole('button', { name: 'Cadastrar remessa' }).waitFor(),
  },
  {
    name: 'remessa-editar',
    path: '/remessas/form/editar/2',
    ready: (page) => page.getByRole('button', { name: 'Salvar alterações' }).waitFor(),
  },
  {
    name: 'remessa-info-preparacao',
    path: '/remessas/info/2',
    ready: (page) => page.getByRole('table', { name: 'Associados da remessa' }).getByRole('row').nth(1).waitFor(),
  },
  {
    name: 'remessa-info-enviada',
    path: '/remessas/info/9',
    ready: (page) => page.getByRole('table', { name: 'Associados da remessa' }).getByRole('row').nth(1).waitFor(),
  },
  {
    name: 'remessa-adicionar-associado',
    path: '/remessas/info/2',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Adicionar associado' }).click();
      await page.getByRole('table', { name: 'Associados disponíveis' }).getByRole('row').nth(5).waitFor();
    },
  },
];

const PUBLIC = [
  { name: 'entrar', path: '/', ready: (page) => page.getByRole('button', { name: 'Entrar' }).waitFor() },
  {
    name: 'esqueceu-senha',
    path: '/esqueceu-senha',
    ready: (page) => page.getByRole('button', { name: 'Enviar' }).waitFor(),
  },
  {
    name: 'esqueceu-senha-associado',
    path: '/esqueceu-senha-associado',
    ready: (page) => page.getByRole('button', { name: 'Enviar' }).waitFor(),
  },
  {
    name: 'cadastrar-senha',
    path: '/cadastrar-senha/token-exemplo',
    ready: (page) => page.getByRole('button', { name: 'SALVAR' }).waitFor(),
  },
  {
    name: 'cadastrar-senha-associado',
    path: '/cadastrar-senha-associado/token-exemplo',
    ready: (page) => page.getByRole('button', { name: 'SALVAR' }).waitFor(),
  },
  {
    name: 'cobranca-disponivel',
    path: '/cobranca/demo-disponivel',
    ready: (page) => page.getByRole('button', { name: 'Download' }).waitFor(),
  },
  {
    name: 'cobranca-erro',
    path: '/cobranca/demo-falha',
    ready: (page) => page.getByText('Ocorreu um erro, entre em contato com o suporte.').waitFor(),
  },
];

/* global document */
/** Table cells whose content is wider than the cell (cut), as "table › column: text". */
function cutCells(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('table')].flatMap((table) => {
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      return [...table.querySelectorAll('tbody tr')].flatMap((row) =>
        [...row.children]
          .filter((cell) => cell.scrollWidth > cell.clientWidth)
          .map(
            (cell) => `${table.getAttribute('aria-label')} › ${headers[cell.cellIndex]}: ${cell.textContent?.trim()}`,
          ),
      );
    }),
  );
}

async function main() {
  let demoDir = process.env.DEMO_DIR;
  let built;
  if (!demoDir) {
    built = mkdtempSync(join(tmpdir(), 'painel-screenshots-'));
    demoDir = built;
    execFileSync('npx', ['vite', 'build', '--mode', 'demo', '--outDir', demoDir, '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
  }
  const server = await preview({
    configFile: false,
    root: process.cwd(),
    build: { outDir: demoDir },
    preview: { host: '127.0.0.1', port: 0 },
    logLevel: 'error',
  });
  const base = server.resolvedUrls.local[0].replace(/\/$/, '');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    // Glyphs on whole pixels: with subpixel positioning, text at a fractional offset was drawn a
    // quarter pixel higher in about one page load in twelve (the phone's pages, at 2× scale).
    args: ['--no-sandbox', '--disable-gpu', '--disable-font-subpixel-positioning'],
  });
  mkdirSync(OUT, { recursive: true });
  const report = [];
  try {
    for (const viewport of DESKTOP) {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto(`${base}/`);
      await page.getByLabel('CPF').fill('111.444.777-35');
      await page.getByLabel('Senha', { exact: true }).fill('demo123');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL('**/listas**');
      for (const screen of PRIVATE) {
        await page.goto(`${base}${screen.path}`);
        await screen.ready(page);
        await page.waitForTimeout(300);
        const file = join(OUT, `${viewport.width}x${viewport.height}-${screen.name}.png`);
        await picture(page, file);
        for (const cut of await cutCells(page)) report.push(`${viewport.width}px ${screen.name}: ${cut}`);
      }
      await context.close();
    }
    const context = await newContext(browser, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    for (const screen of PUBLIC) {
      await page.goto(`${base}${screen.path}`);
      await screen.ready(page);
      await page.waitForTimeout(300);
      await picture(page, join(OUT, `${PHONE.width}x${PHONE.height}-${screen.name}.png`));
    }
    await context.close();
  } finally {
    await browser.close();
    await server.close();
    if (built) rmSync(built, { recursive: true, force: true });
  }
  console.log(`Capturas em ${OUT}/`);
  console.log(report.length ? `Células cortadas:\n${report.join('\n')}` : 'Nenhuma célula de tabela cortada.');
}

await main();
