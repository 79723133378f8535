import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

interface UserMenuProps {
  name: string;
  onSignOut: () => void;
}

/**
 * The header's user menu: a button that opens a one-item menu (Sair da conta). Escape and a click
 * outside close it; focus moves into it on open and back to the button on close. On a phone the
 * button is its icon alone (authenticated-layout.css), still named "Menu do usuário: {name}".
 */
export function UserMenu({ name, onSignOut }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    firstItem.current?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div className="user-menu" ref={container} onKeyDown={(event) => event.key === 'Escape' && close()}>
      <Button
        ref={trigger}
        label={name}
        icon="pi-user"
        iconEnd="pi-angle-down"
        variant="text"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Menu do usuário: ${name}`}
        onClick={() => setOpen((current) => !current)}
      />
      {open && (
        <ul id={menuId} role="menu" className="user-menu__list" aria-label="Menu do usuário">
          <li role="none">
            <button
              ref={firstItem}
              type="button"
              role="menuitem"
              className="user-menu__item"
              onClick={() => {
                setOpen(false);
                onSignOut();
              }}
            >
              <Icon name="pi-sign-out" /> Sair da conta
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
