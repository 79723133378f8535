import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';
import './record-page.css';

/**
 * A long page body drawn in two turns: its first child at once, so the top of the page (the first
 * fields of a form) can be used as soon as it paints, and the others in a background render that
 * React splits into short tasks. Until they are in, a placeholder as tall as the screen keeps what
 * comes after (the footer) below it, so nothing on screen moves.
 * `<InTurns><FirstSection /><OtherSections /></InTurns>`
 */
export function InTurns({ children }: { children: ReactNode }) {
  const [first, ...rest] = Children.toArray(children);
  const [restShown, setRestShown] = useState(false);
  useEffect(() => startTransition(() => setRestShown(true)), []);
  return (
    <>
      {first}
      {restShown ? rest : <div className="record-page__loading" aria-hidden="true" />}
    </>
  );
}
