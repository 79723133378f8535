import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import './list.css';

export interface RowMenuItem {
  label: string;
  icon: IconName;
  onSelect: () => void;
  tone?: 'default' | 'danger';
}

/** The menu's least width (list.css, .row-menu: 13rem) and an item's height (.row-menu__item). */
const MENU_WIDTH = 208;
const MENU_ITEM_HEIGHT = 44;

interface RowMenuProps {
  /** Accessible name of the button that opens the menu: "Ações de Maria Souza". */
  label: string;
  items: RowMenuItem[];
}

/**
 * A row's "more actions" button and its menu. The menu opens over the table (never clipped by its
 * scroll area); arrows move between items, Escape, Tab, a click outside or a scroll close it.
 * `<RowMenu label={`Ações de ${usuario.nome}`} items={[{ label: 'Deletar', icon: 'pi-trash', onSelect: remove }]} />`
 */
export function RowMenu({ label, items }: RowMenuProps) {
  const [position, setPosition] = useState<{ top?: number; bottom?: number; right?: number; left?: number } | null>(
    null,
  );
  // Inside the page's <main> (still over the table, as it is fixed): no content outside landmarks.
  const [host, setHost] = useState<Element | null>(null);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const open = position !== null;

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) setPosition(null);
    };
    const closeNow = () => setPosition(null);
    document.addEventListener('mousedown', closeOnOutsideClick);
    window.addEventListener('scroll', closeNow, true);
    window.addEventListener('resize', closeNow);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      window.removeEventListener('scroll', closeNow, true);
      window.removeEventListener('resize', closeNow);
    };
  }, [open]);

  const toggle = () => {
    if (open) return setPosition(null);
    const rect = trigger.current?.getBoundingClientRect();
    setHost(trigger.current?.closest('main') ?? null);
    // Under its button, or above it when the window has no room below (a card at a phone's bottom
    // edge); ending where the button ends, or starting where it starts when the button is too near
    // the window's left edge (a card's Ações line), so the menu is never cut off.
    const height = items.length * MENU_ITEM_HEIGHT + 8;
    const [top, bottom] = [rect?.top ?? 0, rect?.bottom ?? 0];
    const vertical =
      bottom + 4 + height <= window.innerHeight || top < height + 4
        ? { top: bottom + 4 }
        : { bottom: window.innerHeight - top + 4 };
    const right = rect?.right ?? 0;
    setPosition(
      right < MENU_WIDTH + 8
        ? { ...vertical, left: Math.max(8, rect?.left ?? 0) }
        : { ...vertical, right: Math.max(8, window.innerWidth - right) },
    );
  };

  const close = () => {
    setPosition(null);
    trigger.current?.focus();
  };

  const moveFocus = (event: KeyboardEvent) => {
    const buttons = [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setPosition(null);
    } else if (next !== undefined) {
      event.preventDefault();
      buttons[(next + buttons.length) % buttons.length]?.focus();
    }
  };

  return (
    <>
      <IconButton
        ref={trigger}
        label={label}
        icon="pi-ellipsis-v"
        title="Ações"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
      />
      {position &&
        createPortal(
          <ul
            id={menuId}
            ref={menu}
            role="menu"
            aria-label={label}
            className="row-menu"
            style={position}
            onKeyDown={moveFocus}
          >
            {items.map((item) => (
              <li key={item.label} role="none">
                <button
                  type="button"
                  role="menuitem"
                  className={`row-menu__item row-menu__item--${item.tone ?? 'default'}`}
                  onClick={() => {
                    // Focus back on the row's button first: a dialog the item opens returns it there.
                    close();
                    item.onSelect();
                  }}
                >
                  <Icon name={item.icon} /> {item.label}
                </button>
              </li>
            ))}
          </ul>,
          host ?? document.body,
        )}
    </>
  );
}
