import { Icon, type IconName } from './icon';
import './pager.css';

/** Page links shown around the current page. */
const PAGE_LINKS = 5;

/**
 * The pages whose links are shown: up to five, the current one in the middle when it can be:
 * `pageLinks(8, 16)` → `[6, 7, 8, 9, 10]`.
 */
export function pageLinks(page: number, pageCount: number): number[] {
  const visible = Math.min(PAGE_LINKS, pageCount);
  let start = Math.max(0, Math.ceil(page - 1 - visible / 2));
  const end = Math.min(pageCount - 1, start + visible - 1);
  start = Math.max(0, start - (PAGE_LINKS - (end - start + 1)));
  return Array.from({ length: end - start + 1 }, (_, index) => start + index + 1);
}

interface PagerProps {
  /** From 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/**
 * The page links below a table: first, previous, up to five pages, next and last.
 * `<Pager page={2} pageCount={16} onPageChange={setPage} />`
 */
export function Pager({ page, pageCount, onPageChange }: PagerProps) {
  const atFirst = page <= 1;
  const atLast = page >= pageCount;
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount) onPageChange(target);
  };
  return (
    <div className="ui-pager">
      <StepButton icon="pi-angle-double-left" label="Primeira página" disabled={atFirst} onClick={() => go(1)} />
      <StepButton icon="pi-angle-left" label="Página anterior" disabled={atFirst} onClick={() => go(page - 1)} />
      <span className="ui-pager__pages">
        {pageLinks(page, pageCount).map((link) => (
          <button
            key={link}
            type="button"
            className="ui-pager__link"
            aria-label={`Página ${link}`}
            aria-current={link === page ? 'true' : undefined}
            onClick={() => go(link)}
          >
            {link}
          </button>
        ))}
      </span>
      <StepButton icon="pi-angle-right" label="Próxima página" disabled={atLast} onClick={() => go(page + 1)} />
      <StepButton icon="pi-angle-double-right" label="Última página" disabled={atLast} onClick={() => go(pageCount)} />
    </div>
  );
}

function StepButton({
  icon,
  label,
  disabled,
  onClick,
}: {
  icon: IconName;
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className="ui-pager__link" aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon name={icon} />
    </button>
  );
}
