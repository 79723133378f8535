/**
 * Ref for the heading of a success state (`<h1 ref={focusOnMount} tabIndex={-1}>`): focus moves
 * there when the form gives way to it, so screen readers announce the change. Stable, so it runs
 * once per mount.
 */
export const focusOnMount = (element: HTMLElement | null) => {
  element?.focus();
};
