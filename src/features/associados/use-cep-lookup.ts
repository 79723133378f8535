import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Uf } from '@/generated/model';
import { loggableError } from '@/lib/http/loggable-error';
import { getConsultarCepQueryOptions } from '@/generated/cep/cep/cep';
import { onlyDigits } from '@/utils/br/digits';
import { CEP_MASKED_LENGTH, type AssociadoFormOutput, type AssociadoFormValues } from './associado-form-schema';

const isUf = (value: string): value is Uf => value in Uf;

/**
 * On leaving a complete CEP (99999-999), looks the address up in the public postal-code service
 * and fills logradouro, bairro, cidade and UF. A failure is only logged (spec section 8): the
 * user types the address. The CEP the form opened with is not looked up again, so tabbing
 * through an existing address never overwrites it. A late answer fills only the fields that are
 * empty or unchanged since the lookup started (what was typed meanwhile stays), and never empties
 * one: the CEP of a whole city answers no street or neighbourhood.
 * `<MaskedField ... mask="cep" onBlur={lookUpCep} />`
 */
export function useCepLookup(form: UseFormReturn<AssociadoFormValues, unknown, AssociadoFormOutput>) {
  const queryClient = useQueryClient();
  const lastCep = useRef(onlyDigits(form.formState.defaultValues?.endereco?.cep));

  return useCallback(
    async (masked: string) => {
      const cep = onlyDigits(masked);
      if (masked.length !== CEP_MASKED_LENGTH || cep === lastCep.current) return;
      lastCep.current = cep;
      // A copy: getValues hands out the form's own object, which changes as the person types.
      const before = { ...form.getValues('endereco') };
      try {
        const endereco = await queryClient.fetchQuery(getConsultarCepQueryOptions(cep));
        // The user may have typed another CEP while this one was being looked up.
        if (onlyDigits(form.getValues('endereco.cep')) !== cep) return;
        const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
        // Only a field still empty or as it was when the lookup started; never with nothing.
        const untouched = (name: 'logradouro' | 'bairro' | 'cidade' | 'uf') => {
          const now = form.getValues(`endereco.${name}`);
          return !now || now === before[name];
        };
        const street = endereco.street?.trim();
        const neighborhood = endereco.neighborhood?.trim();
        const city = endereco.city.trim();
        if (street && untouched('logradouro')) form.setValue('endereco.logradouro', street, options);
        if (neighborhood && untouched('bairro')) form.setValue('endereco.bairro', neighborhood, options);
        if (city && untouched('cidade')) form.setValue('endereco.cidade', city, options);
        if (isUf(endereco.state) && untouched('uf')) form.setValue('endereco.uf', endereco.state, options);
      } catch (error) {
        // Looked up again on the next blur: the service may answer then.
        lastCep.current = '';
        console.warn(`Consulta do CEP ${masked} falhou; o endereço não foi preenchido.`, loggableError(error));
      }
    },
    [form, queryClient],
  );
}
