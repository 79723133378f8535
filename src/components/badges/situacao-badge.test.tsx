// @vitest-environment node
import { format } from 'date-fns/format';
import { subHours } from 'date-fns/subHours';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SituacaoRemessaId } from '@/generated/model';
import { SituacaoBadge } from './situacao-badge';

/** The badge's text, as a person reads it. */
const textOf = (badge: React.ReactElement) => renderToStaticMarkup(badge).replace(/<[^>]+>/g, '');

describe('the payment badge of an associate', { tags: ['dates'] }, () => {
  it('says Pago em with the day the payment was made where the panel runs, for every hour of the last two days', () => {
    // As the API sends a payment: an instant in UTC, which late in the evening here is already tomorrow there.
    const now = new Date();
    for (let hoursAgo = 0; hoursAgo <= 48; hoursAgo++) {
      const paidAt = subHours(now, hoursAgo);
      expect(
        textOf(<SituacaoBadge situacaoRemessaId={SituacaoRemessaId.PAGO} dataPagamento={paidAt.toISOString()} />),
      ).toBe(`Pago em ${format(paidAt, 'dd/MM/yyyy')}`);
    }
  });

  it('says Pago em with a payment sent as a calendar day, that same day', () => {
    const today = format(new Date(), 'yyyy-MM-dd');
    expect(textOf(<SituacaoBadge situacaoRemessaId={SituacaoRemessaId.PAGO} dataPagamento={today} />)).toBe(
      `Pago em ${today.split('-').reverse().join('/')}`,
    );
  });
});

describe('the status badge', () => {
  it('of the remessa itself, or of a payment not made, says the status', () => {
    const paidOn = new Date().toISOString();
    expect(textOf(<SituacaoBadge situacaoRemessaId={SituacaoRemessaId.PAGO} dataPagamento={paidOn} principal />)).toBe(
      'Pago',
    );
    expect(textOf(<SituacaoBadge situacaoRemessaId={SituacaoRemessaId.ENVIADO} dataPagamento={null} />)).toBe(
      'Enviado',
    );
    // An unknown code reads as Em preparação.
    expect(textOf(<SituacaoBadge situacaoRemessaId={99} />)).toBe('Em preparação');
  });
});
