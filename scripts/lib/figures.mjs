// How the bench scripts summarise and print their runs.

/** The middle value of the runs (the upper middle for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A duration for a results table: `ms(12.3)` → `'   12 ms'`. */
export const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;
