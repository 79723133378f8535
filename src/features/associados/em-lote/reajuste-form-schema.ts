import { z } from 'zod';
import { readPercent } from '@/utils/br/percent';
import type { Reajuste } from './reajuste';

/** A reduction of at most half, an increase of at most double. */
export const PERCENTUAL_MINIMO = -50;
export const PERCENTUAL_MAXIMO = 100;

/**
 * Reajustar mensalidade: by a percentage (the percent mask's text) or to a new value (money); what
 * the other way holds is not checked. `reajusteOf(values)` reads a valid form.
 */
export const reajusteFormSchema = z
  .object({
    modo: z.enum(['percentual', 'valor']),
    percentual: z.string(),
    valor: z.number().nullable(),
  })
  .superRefine((values, context) => {
    const fail = (path: 'percentual' | 'valor', message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (values.modo === 'valor') {
      if (values.valor === null) fail('valor', 'Informe a nova mensalidade.');
      else if (values.valor <= 0) fail('valor', 'A nova mensalidade deve ser maior que zero.');
      return;
    }
    const percentual = readPercent(values.percentual);
    if (values.percentual.trim() === '') fail('percentual', 'Informe o percentual do reajuste.');
    else if (percentual === null) fail('percentual', 'O percentual deve ser um número, como 4,5%.');
    else if (percentual < PERCENTUAL_MINIMO || percentual > PERCENTUAL_MAXIMO)
      fail('percentual', 'O percentual deve estar entre -50,0% e 100,0%.');
    else if (percentual === 0) fail('percentual', 'Um reajuste de 0,0% não muda nenhuma mensalidade.');
  });

export type ReajusteFormValues = z.infer<typeof reajusteFormSchema>;

export const emptyReajusteForm: ReajusteFormValues = { modo: 'percentual', percentual: '', valor: null };

/** The reajuste a valid form holds. */
export const reajusteOf = (values: ReajusteFormValues): Reajuste =>
  values.modo === 'valor'
    ? { modo: 'valor', valor: values.valor ?? 0 }
    : { modo: 'percentual', percentual: readPercent(values.percentual) ?? 0 };
