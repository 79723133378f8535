import { z, type ZodType } from 'zod';

const flattened = new WeakMap<ZodType, ZodType>();

const isPlainObject = (schema: ZodType): schema is z.ZodObject =>
  schema instanceof z.ZodObject && schema._zod.def.catchall === undefined && !schema._zod.def.checks?.length;

function flatten(schema: ZodType): ZodType {
  if (schema instanceof z.ZodIntersection) {
    const left = flatSchemaOf(schema._zod.def.left as ZodType);
    const right = flatSchemaOf(schema._zod.def.right as ZodType);
    if (isPlainObject(left) && isPlainObject(right) && Object.keys(right.shape).every((key) => !(key in left.shape)))
      return z.object({ ...left.shape, ...right.shape });
    return schema;
  }
  if (isPlainObject(schema)) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, ZodType>).map(([key, field]) => [key, flatSchemaOf(field)]),
    );
    const changed = Object.entries(shape).some(([key, field]) => field !== schema.shape[key]);
    return changed ? z.object(shape) : schema;
  }
  if (schema instanceof z.ZodArray && !schema._zod.def.checks?.length) {
    const element = flatSchemaOf(schema.element as ZodType);
    return element === schema.element ? schema : z.array(element);
  }
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
    const inner = flatSchemaOf(schema.unwrap() as ZodType);
    if (inner === schema.unwrap()) return schema;
    return schema instanceof z.ZodNullable ? inner.nullable() : inner.optional();
  }
  return schema;
}

/**
 * The same rules, quicker to run: every allOf of objects with distinct fields (the contract's
 * `AssociadoResumo` is `AssociadoCampos` and `{ associadoId, email, telefone, ativo }`) as one
 * object. zod runs an intersection by parsing each side and then merging the two results field
 * by field, about a third of the work on a remessa's 12,500 payers; one object finds the same
 * issues, with the same paths, and gives the same data.
 * `flatSchemaOf(obterRemessaResponse).safeParse(answer)`
 */
export function flatSchemaOf(schema: ZodType): ZodType {
  let flat = flattened.get(schema);
  if (!flat) {
    flat = flatten(schema);
    flattened.set(schema, flat);
  }
  return flat;
}
