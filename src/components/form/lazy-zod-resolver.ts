import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A zod resolver whose schema (and zod with it) is downloaded on the first validation, so a page
 * opened from outside the panel paints before zod arrives (docs/decisions/0002-first-load-budget.md).
 * Made once per form, beside it: `const resolver = lazyZodResolver(() => import('./password-schemas')
 * .then((m) => m.newPasswordSchema))`, then `useForm({ resolver, defaultValues })`;
 * `resolver.preload()` downloads it ahead, when the page is idle.
 */
export function lazyZodResolver<Values extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Values>>,
) {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const load = () => {
    if (!loading) {
      loading = Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
        ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<Values, unknown, Output>,
      );
      // A download that failed is tried again at the next validation.
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
