import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType } from 'zod';

/**
 * Responses are written by fast-json-stringify, compiled once per route and status from the zod
 * response schema's JSON Schema, instead of being parsed by zod and then JSON.stringify'd: it
 * writes only the declared fields (an object's other keys never leak), fails on a missing required
 * field, and costs a fraction. A schema JSON Schema cannot express (a transform, a custom check)
 * keeps zod's own serialiser.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  try {
    const jsonSchema = toJSONSchema(route.schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route);
  }
};
