/**
 * When the browser blocked the new tab anyway: the same address as a link the person clicks.
 * `{blocked && <BlockedTabLink href={blocked} label="Abrir o boleto" />}`
 */
export function BlockedTabLink({ href, label }: { href: string; label: string }) {
  return (
    <p className="notice" role="status">
      O navegador bloqueou a nova aba.{' '}
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    </p>
  );
}
