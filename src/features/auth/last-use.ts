/*
 * When anyone last used the panel in this browser: a person's input, or signing in. Kept apart from
 * the idle timeout's hook so that the sign-in page, which writes it, loads nothing else.
 */

/** When anyone last used the panel in this browser (every tab shares it): a time, nothing personal. */
const ACTIVITY_KEY = 'anoreg-painel:ultimo-uso';

export function readLastUse(): number | undefined {
  try {
    const value = Number(window.localStorage.getItem(ACTIVITY_KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A person's input at this moment (signing in is one): the idle time counts from now, in every tab. */
export const noteUse = () => writeLastUse(Date.now());

export function writeLastUse(at: number) {
  try {
    window.localStorage.setItem(ACTIVITY_KEY, String(at));
  } catch {
    // Storage blocked: this tab still counts its own use.
  }
}
