import { Children, useEffect, useState, type ReactNode } from 'react';
import './record-page.css';

/**
 * A long page body drawn in turns: its first child at once, so the top of the page (the first
 * fields of a form) can be used as soon as it paints, then the others one at a time, each in a
 * task of its own, so that no single commit blocks the page. Not in a transition: React could
 * pause such a render, and a form reset made meanwhile (a draft given back, a fresher copy) would
 * miss the fields it had rendered but not yet connected (react-hook-form subscribes on commit). Until
 * the last is in, a placeholder as tall as the screen keeps what comes after (the footer) below it,
 * so nothing on screen moves.
 * `<SectionBySection><FirstSection /><SecondSection /><Users /></SectionBySection>`
 */
export function SectionBySection({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown < parts.length) setShown(shown + 1);
  }, [shown, parts.length]);
  return (
    <>
      {parts.slice(0, shown)}
      {shown < parts.length && <div className="record-page__loading" aria-hidden="true" />}
    </>
  );
}
