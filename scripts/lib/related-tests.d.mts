// Types of related-tests.mjs (plain JavaScript: scripts/check.sh runs it with node, before any build).
export declare const MODULES_RUN_DIR: string;
export declare const isTestFile: (file: string) => boolean;
export declare function selectTests(options: {
  changed: string[];
  testFiles: string[];
  modulesRun: Map<string, string[]>;
  sourceOf: (test: string) => string;
}): { all: boolean; tests: string[] };
