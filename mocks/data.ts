import { loadDb } from './db';
import { buildSeed, type SeedData } from './db/seed';
import { cancelLifecycles } from './lib/remessa-lifecycle';

let seedCache: { day: string; data: SeedData } | undefined;

/** The demo seed of today, built once per day and copied on every use. */
export function todaysSeed(): SeedData {
  const day = new Date().toDateString();
  if (seedCache?.day !== day) seedCache = { day, data: buildSeed() };
  return structuredClone(seedCache.data);
}

/** Back to the seed: what "Restaurar dados de demonstração" and every test start from. */
export async function resetMockData(data: SeedData = todaysSeed()) {
  cancelLifecycles();
  await loadDb(data);
}
