// Types of demo-build.mjs (plain JavaScript: the benches run it with node).
import type { PreviewServer } from 'vite';

export declare function serveDemoBuild(
  outDir: string,
  options?: { build?: boolean },
): Promise<{ server: PreviewServer; baseUrl: string }>;
