// How the bench scripts summarise and print their runs.

/** The middle value of the runs (the upper middle for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A duration for a results table: `ms(12.3)` → `'   12 ms'`. */
export const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;

/**
 * The results table, one `[label, value in ms, budget?]` a line, each with its budget and `OVER`
 * past it; the process exits with 1 when one is over.
 */
export function printFigures(rows) {
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value, budget] of rows) {
    const over = budget !== undefined && value > budget;
    if (over) process.exitCode = 1;
    const verdict = budget === undefined ? '' : `  (budget ${budget} ms)${over ? '  OVER' : ''}`;
    console.log(`  ${label.padEnd(labelWidth)} ${ms(value)}${verdict}`);
  }
}
