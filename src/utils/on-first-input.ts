const firstInputs = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs `callback` once, at the person's first move, touch or key on the page: work they will soon
 * need (a dialog's code), kept off the page's own load, which idle time is not (a page waiting on
 * its data is idle). Returns what stops waiting.
 * `useEffect(() => onFirstInput(() => void loadDialogViews()), [])`
 */
export function onFirstInput(callback: () => void): () => void {
  const stop = () => {
    for (const type of firstInputs) window.removeEventListener(type, run, true);
  };
  function run() {
    stop();
    callback();
  }
  for (const type of firstInputs) window.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
