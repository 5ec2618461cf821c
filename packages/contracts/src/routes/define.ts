// The route contract, in two halves that share one key (the operationId):
//   - where: method, path and who may call it (this file's RouteDef) — zod-free, so the web app's
//     first screen can build URLs without downloading a schema library;
//   - what: the summary, tag and zod schemas of params, query, body and answer (RouteSchemas) —
//     read by the API to register and validate, by the OpenAPI document, and by the web client in
//     development and tests to parse answers.
// The API registers every route from both halves (apps/api/src/lib/route.ts); the web app calls them
// through one client (apps/web/src/api/client.ts). Decision 021.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, a signed-in account, or staff. The API registers it in that scope. */
export type Access = 'public' | 'user' | 'admin';

export type RouteDef = {
  readonly method: HttpMethod;
  /** The path after `/api`, with `:name` for each path parameter. */
  readonly path: `/${string}`;
  readonly access: Access;
};

/** A table of routes keyed by operationId. */
export function defineRoutes<const T extends Record<string, RouteDef>>(routes: T): T {
  return routes;
}

export type RouteSchemas = {
  /** One line for the OpenAPI document (Thai or English, for developers). */
  readonly summary: string;
  /** The OpenAPI tag: the feature the route belongs to. */
  readonly tag: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A zod schema for JSON, or `multipart` for a form upload the route reads itself. */
  readonly body?: z.ZodType | 'multipart';
  /**
   * The `data` of the success envelope; absent for a route that answers a file (PDF, image,
   * workbook, ZIP) or a redirect.
   */
  readonly response?: z.ZodType;
  /**
   * The media type of a route that answers a file instead of an envelope (`image/jpeg`,
   * `application/pdf`…): the OpenAPI document describes its 200 as that file.
   */
  readonly file?: string;
  /** The success status; 200 unless said. */
  readonly status?: 200 | 201;
};

/** The schemas of every route of a table, checked to cover exactly its keys. */
export function defineRouteSchemas<Routes extends Record<string, RouteDef>>() {
  return <const T extends { readonly [K in keyof Routes]: RouteSchemas }>(schemas: T): T => schemas;
}

/** Path parameters of a route path: '/bookings/:id/examinees/:examineeId' → 'id' | 'examineeId'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The URL of a route under `/api`: every path parameter encoded, the query's defined values
 * appended. A missing path parameter is a programming error and throws.
 */
export function routeUrl(
  route: RouteDef,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, unknown>>,
): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${name} for ${route.path}`);
    return encodeURIComponent(String(value));
  });
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value])
      pairs.push(`${formEncode(key)}=${formEncode(String(item))}`);
  }
  const queryString = pairs.join('&');
  return `/api${path}${queryString ? `?${queryString}` : ''}`;
}

/** application/x-www-form-urlencoded, as URLSearchParams writes it (space as +), without needing DOM or Node types. */
function formEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}
