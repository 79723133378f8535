import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((configEnv) =>
  mergeConfig(
    viteConfig(configEnv),
    defineConfig({
      test: {
        environment: 'jsdom',
        include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
        exclude: ['tests/e2e/**', 'node_modules/**'],
        setupFiles: ['./tests/setup.ts'],
        testTimeout: 20_000,
        hookTimeout: 20_000,
        env: { VITE_API_MODE: 'mock', TZ: 'America/Sao_Paulo' },
      },
    }),
  ),
);
