import type { z } from "zod/mini";

/**
 * Merges `overrides` over `defaults` and parses the result with `schema`, so a factory can never hand out an
 * entity its schema would reject (the parse throws instead).
 */
export function buildEntity<Entity extends object>(
  schema: z.ZodMiniType<Entity>,
  defaults: Entity,
  overrides: Partial<Entity> = {},
): Entity {
  return schema.parse({ ...defaults, ...overrides });
}
