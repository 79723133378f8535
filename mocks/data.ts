import { loadDb } from './db';
import { buildSeed, type SeedData, type SeedSize } from './db/seed';
import { buildNationalSeed } from './db/seed-nacional';
import { cancelLifecycles } from './lib/remessa-lifecycle';
import type { DatasetId } from './scenarios';

/** The grande data set's size (bench:arrecadacao builds it with more remessas). */
export const GRANDE_SEED_SIZE: SeedSize = {
  associados: 10_000,
  usuariosGestao: 200,
  usuariosAssociados: 800,
  remessas: 500,
};

/** How each data set is built for a day. */
const datasets: Record<DatasetId, (today: Date) => SeedData> = {
  padrao: (today) => buildSeed({ today }),
  vazio: (today) => buildSeed({ today, size: { associados: 0, usuariosGestao: 1, remessas: 0 } }),
  grande: (today) => buildSeed({ today, size: GRANDE_SEED_SIZE }),
  nacional: (today) => buildNationalSeed({ today }),
};

let seedCache: { day: string; data: SeedData } | undefined;

/** The demo seed of today, built once per day and copied on every use. */
export function todaysSeed(): SeedData {
  const day = new Date().toDateString();
  if (seedCache?.day !== day) seedCache = { day, data: buildSeed() };
  return structuredClone(seedCache.data);
}

/**
 * A scenario's data set, seeded as of `today` (fresh records on every call). The same data set and
 * date always give the same data: `seedOf('grande', new Date(savedDate))`.
 */
export function seedOf(dataset: DatasetId, today: Date): SeedData {
  return datasets[dataset](today);
}

/** Back to the seed: what "Restaurar dados de demonstração" and every test start from. */
export async function resetMockData(data: SeedData = todaysSeed()) {
  cancelLifecycles();
  loadDb(data);
}
