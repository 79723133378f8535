// Conformance of a live API to the contract (scripts/lib/check-api.ts). The first step before
// pointing production at a new API version:
//   PAINEL_CHECK_CPF=… PAINEL_CHECK_SENHA=… npm run check:api -- --url https://api.exemplo.org.br
//   … --escrita   also creates, edits and deletes a user and a remessa named "check-api …"
// Credentials may be given as --cpf/--senha, but the environment keeps them out of the shell
// history. Exit code 0 only when every operation answered within the contract.
import { parseCheckApiArgs, runCheckApi } from './lib/check-api';

const options = parseCheckApiArgs(process.argv.slice(3), process.env);
if (typeof options === 'string') {
  console.error(options);
  process.exitCode = 2;
} else {
  process.exitCode = await runCheckApi(options, (line) => process.stdout.write(`${line}\n`));
}
