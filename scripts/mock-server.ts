// Serves the mock backend over real HTTP (mocks/server.ts): the same handlers and database as the
// demo, for clients other than the panel. Usage: npm run mock:server
//   MOCK_PORT=3333  MOCK_CENARIO=padrao|vazio|grande|instavel|lento
//   MOCK_CORS_ORIGINS=http://127.0.0.1:5173,http://localhost:5173
import { parseScenario, scenarios } from '@mocks/scenarios';
import { DEFAULT_MOCK_ORIGINS, DEFAULT_MOCK_PORT, startMockServer } from '@mocks/server';

const port = Number(process.env.MOCK_PORT ?? DEFAULT_MOCK_PORT);
const origins = process.env.MOCK_CORS_ORIGINS
  ? process.env.MOCK_CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
  : DEFAULT_MOCK_ORIGINS;
const scenario = process.env.MOCK_CENARIO ? parseScenario(process.env.MOCK_CENARIO) : undefined;
if (process.env.MOCK_CENARIO && !scenario) {
  console.error(
    `MOCK_CENARIO desconhecido: ${process.env.MOCK_CENARIO}. Use um de: ${Object.keys(scenarios).join(', ')}.`,
  );
  process.exit(1);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`MOCK_PORT inválida: ${process.env.MOCK_PORT}.`);
  process.exit(1);
}

const server = await startMockServer({ port, origins, scenario });
const current = scenarios[server.scenario()];
console.log(`Servidor de mock em ${server.url} (cenário ${current.nome}: ${current.descricao})`);
console.log(
  `  API do contrato: ${server.url}/api/...  (entre com POST /api/autenticacao, CPF 11144477735, senha demo123)`,
);
console.log(
  `  E-mails enviados: GET ${server.url}/__mock/emails   Restaurar dados: POST ${server.url}/__mock/reset[?cenario=vazio]`,
);
console.log('  (as ferramentas /__mock/ exigem o cabeçalho X-Painel-Mock: 1)');
console.log(`  CORS liberado para: ${origins.join(', ')}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
