import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';

describe('Icon', () => {
  it('is decoration by default: the glyph of the icon font, hidden from assistive technology', () => {
    const { container } = render(<Icon name="pi-check-circle" className="auth-page__icon" />);
    const icon = container.querySelector('i')!;
    expect(icon).toHaveClass('ui-icon', 'pi', 'pi-check-circle', 'auth-page__icon');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('with a label, it is an image named by it, and takes the attributes it is given', () => {
    render(<Icon name="pi-info-circle" label="Valor varia por associado" tabIndex={0} data-pr-tooltip="Dica" />);
    const icon = screen.getByRole('img', { name: 'Valor varia por associado' });
    expect(icon).not.toHaveAttribute('aria-hidden');
    expect(icon).toHaveAttribute('tabindex', '0');
    expect(icon).toHaveAttribute('data-pr-tooltip', 'Dica');
  });

  it('spins when asked (a spinner)', () => {
    const { container } = render(<Icon name="pi-spinner" spin />);
    expect(container.querySelector('i')).toHaveClass('pi-spinner', 'pi-spin');
  });
});
