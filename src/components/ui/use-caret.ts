import { useLayoutEffect, useRef, type Ref } from 'react';

/**
 * The caret of a masked input, put where it belongs once React has written the value the mask made
 * (a value set from the outside would throw it to the end): `caret.ref` on the input (it also fills
 * the forwarded `ref`), `caret.placeAt(position)` in the change handler.
 * `const caret = useCaret(ref); … caret.placeAt(caretBefore(next, tail)); <Input ref={caret.ref} … />`
 */
export function useCaret(forwarded: Ref<HTMLInputElement> | undefined) {
  const inner = useRef<HTMLInputElement | null>(null);
  const pending = useRef<number | null>(null);

  const place = () => {
    if (pending.current !== null && inner.current && document.activeElement === inner.current) {
      inner.current.setSelectionRange(pending.current, pending.current);
    }
    pending.current = null;
  };
  useLayoutEffect(place);

  return {
    ref: (element: HTMLInputElement | null) => {
      inner.current = element;
      if (typeof forwarded === 'function') return forwarded(element);
      if (forwarded) forwarded.current = element;
    },
    placeAt: (position: number) => {
      pending.current = position;
      // A key the mask refuses leaves the value as it was: nothing renders, and React puts the old
      // value back with the caret at its end. Placed once that is done, unless a render did it.
      queueMicrotask(place);
    },
  };
}
