// Makes sure the browser tests have what they run (docs/decisions/0048-second-and-third-engines.md):
// Chromium and its headless shell, Firefox, nginx and openssl; with --webkit, WebKitGTK's driver and
// xvfb-run too. Found as scripts/lib/tools.ts finds them; on Debian what is missing is installed with
// apt-get (with sudo when not root, said first); elsewhere it stops at once with the command for the
// system. `node scripts/ensure-tools.ts [--webkit]` (npm test and npm run test:webkit run it).
import { spawnSync } from 'node:child_process';
import { aptPackages, describeMissing, findTool, installAdvice, onPath, type Tool } from './lib/tools.ts';

const webkit = process.argv.includes('--webkit');
const apt = onPath('apt-get');

// The headless shell is Debian's (or Playwright's); elsewhere the journeys run on the Chromium found.
const needed: Tool[] = [
  'chromium',
  ...(apt || process.env.CHROMIUM_HEADLESS_SHELL_PATH ? (['chromium-headless-shell'] as const) : []),
  'firefox',
  'nginx',
  'openssl',
  ...(webkit ? (['webkit-driver', 'webkit-browser', 'xvfb-run'] as const) : []),
];
const missing = () => needed.filter((tool) => !findTool(tool));

function stop(lacking: Tool[], advice: string): never {
  console.error(`\nFalta para os testes de navegador: ${lacking.map(describeMissing).join(', ')}.\n${advice}\n`);
  process.exit(1);
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

let lacking = missing();
if (lacking.length > 0) {
  if (!apt) stop(lacking, installAdvice(lacking, process.platform));
  const packages = aptPackages(lacking);
  const root = process.getuid?.() === 0;
  const sudo = root ? undefined : onPath('sudo');
  if (!root && !sudo) stop(lacking, `Instale-os como root: apt-get update && apt-get install -y ${packages.join(' ')}`);
  const [command, prefix] = root ? ['apt-get', []] : ['sudo', ['apt-get']];
  console.log(
    root
      ? `Instalando do Debian: ${packages.join(' ')}...`
      : `Instalando do Debian com sudo apt-get install ${packages.join(' ')} (o sudo pode pedir a sua senha)...`,
  );
  const installed =
    run(command, [...prefix, 'update', '-qq']) && run(command, [...prefix, 'install', '-y', '-qq', ...packages]);
  lacking = missing();
  if (!installed || lacking.length > 0)
    stop(
      lacking.length > 0 ? lacking : needed,
      `O apt-get não os instalou; instale-os: apt-get install ${packages.join(' ')}`,
    );
}

for (const tool of needed) console.log(`${describeMissing(tool)}: ${findTool(tool)}`);
