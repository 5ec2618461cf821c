import { successEnvelope, type z } from '@jongdee/contracts';
import { type RouteSchemaTable, routeSchemas } from '@jongdee/contracts/route-schemas';
import { type Access, type RouteId, type Routes, routes } from '@jongdee/contracts/routes';

type Schemas<Id extends RouteId> = RouteSchemaTable[Id];
type StatusOf<Id extends RouteId> = Schemas<Id> extends { status: infer S extends number } ? S : 200;

/** The Fastify schema of a contract route, typed so the zod type provider types the handler. */
export type ContractSchema<Id extends RouteId> = {
  operationId: Id;
  summary: string;
  tags: string[];
  security: { bearer: string[] }[];
  params: Schemas<Id> extends { params: infer P extends z.ZodType } ? P : undefined;
  querystring: Schemas<Id> extends { query: infer Q extends z.ZodType } ? Q : undefined;
  body: Schemas<Id> extends { body: infer B extends z.ZodType } ? B : undefined;
  response: Schemas<Id> extends { response: infer R extends z.ZodType }
    ? { [S in StatusOf<Id>]: ReturnType<typeof successEnvelope<R>> }
    : undefined;
  /** The media type of a file answer, for the OpenAPI document (@fastify/swagger reads `produces`). */
  produces?: string[];
};

export type ContractRouteOptions<Id extends RouteId> = {
  method: Routes[Id]['method'];
  url: Routes[Id]['path'];
  config: { access: Routes[Id]['access'] };
  schema: ContractSchema<Id>;
};

/**
 * What Fastify needs to register the route `id` of the contracts: method, path, the schemas that
 * validate it and its answer, and the OpenAPI operation. A module writes
 * `app.route({ ...contractRoute('listBookings'), handler })`; the scope it is registered in must give
 * the access the contract says (app.ts checks, so a route cannot land in the wrong audience).
 */
export function contractRoute<Id extends RouteId>(id: Id): ContractRouteOptions<Id> {
  const route = routes[id];
  const schemas: Schemas<Id> = routeSchemas[id];
  const { params, query, body, response, file, status, summary, tag } = schemas as {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType | 'multipart';
    response?: z.ZodType;
    file?: string;
    status?: number;
    summary: string;
    tag: string;
  };
  const schema = {
    operationId: id,
    summary,
    tags: [tag],
    // A public route says so (an empty list), so no reader takes a missing scheme for an oversight.
    security: (route.access as Access) === 'public' ? [] : [{ bearer: [] }],
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && body !== 'multipart' && { body }),
    ...(response && { response: { [status ?? 200]: successEnvelope(response) } }),
    ...(file && { produces: [file] }),
  };
  return {
    method: route.method,
    url: route.path,
    config: { access: route.access },
    schema: schema as unknown as ContractSchema<Id>,
  };
}
