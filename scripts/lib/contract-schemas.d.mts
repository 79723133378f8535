// Types of contract-schemas.mjs (plain JavaScript: scripts/bench-size.mjs runs it with node).
export declare function unusedSchemaTexts(root?: string): string[];
