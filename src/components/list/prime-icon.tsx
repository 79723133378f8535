/**
 * One of PrimeReact's own 14×14 icons with its markup (an `svg.p-icon`, one path), drawn without its code.
 * `<PrimeIcon className="p-paginator-icon" d={path} aria-hidden="true" />`
 */
export function PrimeIcon({
  className,
  d,
  evenOdd = false,
  'aria-hidden': ariaHidden,
}: {
  className: string;
  /** The path's drawing. */
  d: string;
  /** The path is drawn with the even-odd rule (fill and clip). */
  evenOdd?: boolean;
  'aria-hidden'?: 'true';
}) {
  const rule = evenOdd ? 'evenodd' : undefined;
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 14 14"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      className={`p-icon ${className}`}
      aria-hidden={ariaHidden}
    >
      <path fillRule={rule} clipRule={rule} d={d} fill="currentColor" />
    </svg>
  );
}
