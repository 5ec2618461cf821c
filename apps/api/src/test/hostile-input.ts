import { randomBytes } from 'node:crypto';
import { ExamineeImportTextSchema, z } from '@jongdee/contracts';
import { addDays, bangkokToday } from '../lib/clinic-time.ts';

/**
 * What the hostile-input suite sends, and how it makes a valid request to send it in. The values are
 * the ones an attack on a running copy used; a body is valid apart from the one field under attack, so
 * the value reaches the service and the database, not only the schema.
 */
export type Hostile = { label: string; value: unknown };

export const HOSTILE_VALUES: readonly Hostile[] = [
  { label: 'NUL', value: 'ab\u0000cd' },
  { label: 'control characters', value: 'a\u0007\u001b[31mb' },
  { label: 'C1 control', value: 'a\u0085b' },
  { label: 'bidi override', value: 'slip\u202Egpj.exe' },
  { label: 'bidi isolate', value: '\u2066สมชาย\u2069' },
  { label: 'lone surrogate', value: 'a\ud800b' },
  { label: '10,000 characters', value: 'ก'.repeat(10_000) },
  { label: 'emoji', value: '👩‍⚕️🏥💉' },
  { label: 'Thai combining marks', value: `ก${'็่้'.repeat(40)}` },
  { label: 'date 0000-01-01', value: '0000-01-01' },
  { label: 'date 9999-12-31', value: '9999-12-31' },
  { label: 'date +010000-01-01', value: '+010000-01-01' },
  { label: 'month 9999-12', value: '9999-12' },
  { label: 'month 2026-13', value: '2026-13' },
  { label: 'timestamp year 0', value: '0000-01-01T00:00:00Z' },
  { label: '-1', value: -1 },
  { label: '0', value: 0 },
  { label: '1.5', value: 1.5 },
  { label: '1e308', value: 1e308 },
  { label: 'NaN as text', value: 'NaN' },
  { label: 'number as text', value: '12' },
  { label: 'empty text', value: '' },
  { label: 'null', value: null },
  { label: 'boolean', value: true },
  { label: 'object', value: { nested: { value: 1 } } },
  { label: '100,000 items', value: Array.from({ length: 100_000 }, (_, index) => index) },
];

/** Values that can stand in a URL: path segments and query strings carry text only. */
export const HOSTILE_TEXTS: readonly string[] = HOSTILE_VALUES.flatMap(({ value }) =>
  typeof value === 'string' ? [value] : typeof value === 'number' ? [String(value)] : [],
);

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
  nullable?: boolean;
};

/** The records a request can name: real ids, so a valid request goes as deep as the service goes. */
export type KnownIds = Record<'clinicId' | 'serviceId' | 'bookingId' | 'doctorId' | 'userId' | 'examineeId', string> &
  Record<string, string>;

const DATE_PATTERN = String.raw`^\d{4}-\d{2}-\d{2}$`;

function sampleText(name: string, schema: JsonSchema, ids: KnownIds): string {
  const key = name.toLowerCase();
  if (schema.format === 'uuid') return ids[name] ?? (key.endsWith('id') ? ids[name] : undefined) ?? ids.clinicId;
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'email' || key.includes('email'))
    return `hostile-${randomBytes(4).toString('hex')}@example.com`;
  if (schema.pattern === DATE_PATTERN) {
    if (key.includes('birth')) return '1990-05-17';
    return key.includes('exam') || key === 'date' ? bangkokToday() : addDays(bangkokToday(), 3);
  }
  if (key === 'month') return bangkokToday().slice(0, 7);
  if (key.includes('time') || schema.pattern?.includes('[0-5]\\d$')) return '09:00';
  if (key.includes('phone')) return '0891234567';
  if (key === 'idnumber') return '1234567890121';
  // Tax ids carry a check digit like a national id (docs/thai.md §4).
  if (key.endsWith('taxid')) return '0105561234560';
  if (key.includes('licen')) return 'ว.12345';
  if (key.includes('password')) return key.startsWith('new') ? 'Another456' : 'Secret123';
  if (key.includes('url')) return 'https://maps.example.com/clinic';
  if (key === 'code' || schema.pattern?.startsWith('^[A-Z0-9'))
    return `HX-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const text = 'ทดสอบความทนทาน';
  return text.padEnd(Math.max(schema.minLength ?? 0, text.length), 'ก');
}

/** A value the schema accepts, as far as a JSON schema can say (refinements are the service's to judge). */
export function sampleValue(name: string, schema: JsonSchema, ids: KnownIds): unknown {
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((value) => value !== '') ?? schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sampleValue(name, options.find((option) => option.type !== 'null') ?? options[0] ?? {}, ids);
  if (schema.allOf?.[0]) return sampleValue(name, schema.allOf[0], ids);
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number': {
      const least = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(least, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'string':
      return sampleText(name, schema, ids);
    case 'array':
      return schema.items ? [sampleValue(name, schema.items, ids)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([property, child]) => [
          property,
          sampleValue(property, child, ids),
        ]),
      );
    default:
      return schema.default ?? null;
  }
}

/** Every place in a sample body a hostile value can go: each property, and each property of the first item. */
export function fieldPaths(value: unknown, prefix: readonly (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.length > 0 && typeof value[0] === 'object' && value[0] !== null
      ? fieldPaths(value[0], [...prefix, 0])
      : [];
  }
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, [...prefix, key])]);
}

export function valueAt(body: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((value, step) => (value as Record<string | number, unknown> | undefined)?.[step], body);
}

/** A deep copy of `body` with `value` at `path`. */
export function withValueAt(body: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
  target[path.at(-1) as string | number] = value;
  return copy;
}

/** Multipart bodies no client should send: cut short, without its closing boundary, with a broken part header. */
export const MALFORMED_MULTIPART: readonly { label: string; payload: string }[] = [
  {
    label: 'cut short',
    payload:
      '--XB\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: image/jpeg\r\n\r\nPK\u0003\u0004',
  },
  { label: 'no parts', payload: '--XB--' },
  { label: 'broken part header', payload: '--XB\r\nContent-Disposition\r\n\r\nvalue\r\n--XB--\r\n' },
  {
    label: 'NUL in the file name',
    payload:
      '--XB\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc\r\n--XB--\r\n',
  },
];

export type Role = 'visitor' | 'customer' | 'admin';
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | null;
  /** Who the endpoint is for: that caller gets every body field attacked; the others are turned away first. */
  audience: Role;
};
export type Attempt = {
  method: Operation['method'];
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Where the hostile value went, for the report. */
  what?: string;
};

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/**
 * The JSON form of routes whose contract says `multipart` because they read their body themselves
 * (either form): attacked field by field like any documented JSON body.
 */
const JSON_BODIES_READ_BY_ROUTE: Record<string, JsonSchema> = Object.fromEntries(
  ['preview', 'commit'].map((step) => [
    `POST /api/bookings/{id}/examinees/import/${step}`,
    z.toJSONSchema(ExamineeImportTextSchema) as JsonSchema,
  ]),
);

function toOperation(
  path: string,
  method: (typeof METHODS)[number],
  operation: OpenApiOperation,
  audience: Role,
): Operation {
  const parameters = operation.parameters ?? [];
  return {
    method: method.toUpperCase() as Operation['method'],
    path,
    pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
    query: parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => ({ name: parameter.name, schema: parameter.schema, required: parameter.required ?? false })),
    body:
      operation.requestBody?.content['application/json']?.schema ??
      JSON_BODIES_READ_BY_ROUTE[`${method.toUpperCase()} ${path}`] ??
      null,
    audience,
  };
}

/** The real record a path parameter names: `/api/payments/{id}` takes a payment, `/api/clinics/{id}` a clinic. */
function knownId(path: string, parameter: string, ids: KnownIds): string {
  if (parameter !== 'id') return ids[parameter] ?? ids.bookingId;
  const resource = path.split('/{id}')[0]?.split('/').at(-1) ?? '';
  const byResource: Record<string, string | undefined> = {
    bookings: ids.bookingId,
    payments: ids.paymentId,
    clinics: ids.clinicId,
    services: ids.serviceId,
    doctors: ids.doctorId,
    users: ids.userId,
    certificates: ids.certificateId,
    receipts: ids.receiptId,
    messages: ids.messageId,
    'examination-results': ids.examineeId,
  };
  return byResource[resource] ?? ids.bookingId;
}

/** A lone surrogate has no UTF-8 form: it travels as the bytes of one (ED A0 80), which no decoder accepts. */
function pathSegment(text: string): string {
  return text.isWellFormed()
    ? encodeURIComponent(text)
    : text
        .split(/[\ud800-\udfff]/)
        .map(encodeURIComponent)
        .join('%ED%A0%80');
}

export function urlOf(operation: Operation, pathValues: Record<string, string>, query: Record<string, string>): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathSegment(pathValues[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The hostile requests for one endpoint: one value in one place, everything else valid. */
export function attemptsFor(operation: Operation, role: Role, ids: KnownIds): Attempt[] {
  const pathValues = Object.fromEntries(operation.pathParams.map((name) => [name, knownId(operation.path, name, ids)]));
  const query = Object.fromEntries(
    operation.query
      .filter((parameter) => parameter.required)
      .map((parameter) => [parameter.name, String(sampleValue(parameter.name, parameter.schema, ids))]),
  );
  const body = operation.body ? sampleValue('body', operation.body, ids) : undefined;
  const withBody = (payload: unknown) =>
    operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload };
  const attempts: Attempt[] = [
    { method: operation.method, url: urlOf(operation, pathValues, query), ...withBody(body ?? {}) },
  ];

  for (const name of operation.pathParams) {
    for (const text of HOSTILE_TEXTS) {
      attempts.push({
        method: operation.method,
        url: urlOf(operation, { ...pathValues, [name]: text }, query),
        ...withBody(body ?? {}),
      });
    }
  }
  for (const parameter of operation.query) {
    for (const text of HOSTILE_TEXTS) {
      attempts.push({
        method: operation.method,
        url: urlOf(operation, pathValues, { ...query, [parameter.name]: text }),
        ...withBody(body ?? {}),
      });
    }
  }
  if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    const url = urlOf(operation, pathValues, query);
    // The endpoint's own audience gets every body field attacked; the others are turned away before the body is read.
    for (const path of role === operation.audience ? fieldPaths(body) : []) {
      for (const { value } of HOSTILE_VALUES) {
        // A long array goes where arrays go; in every other field one value of its kind says enough.
        if (Array.isArray(value) && !Array.isArray(valueAt(body, path))) continue;
        attempts.push({
          method: operation.method,
          url,
          payload: withValueAt(body, path, value),
          what: `body.${path.join('.')} = ${JSON.stringify(value)?.slice(0, 40)}`,
        });
      }
    }
    for (const { value } of HOSTILE_VALUES)
      attempts.push({ method: operation.method, url, payload: value === null ? 'null' : value });
    attempts.push(
      { method: operation.method, url },
      { method: operation.method, url, payload: '{"amount": NaN}', headers: { 'content-type': 'application/json' } },
    );
    for (const { payload } of MALFORMED_MULTIPART) {
      attempts.push({
        method: operation.method,
        url,
        payload,
        headers: { 'content-type': 'multipart/form-data; boundary=XB' },
      });
    }
  }
  return attempts;
}

/**
 * Every operation of the OpenAPI document, with the audience its route was registered for (`'public'`,
 * `'user'` or `'admin'`, keyed `GET /api/bookings/{id}`); deletions last, so the other endpoints still find
 * the records they would remove.
 */
export function operationsOf(
  document: { paths: Record<string, Record<string, OpenApiOperation>> },
  audienceOf: (key: string) => string | undefined,
): Operation[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => {
        const audience = audienceOf(`${method.toUpperCase()} ${path}`);
        const role: Role = audience === 'admin' ? 'admin' : audience === 'user' ? 'customer' : 'visitor';
        return toOperation(path, method, item[method] as OpenApiOperation, role);
      }),
    )
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

const THAI = /[\u0E00-\u0E7F]/;

/**
 * What a hostile request may get back: a success (JSON `success: true`, or a file), or the JSON envelope
 * with a Thai `error` and a `code` and a 4xx. Answers why not, or null.
 */
export function answerProblem(status: number, contentType: string, body: string): string | null {
  if (status >= 500) return `status ${status}`;
  const json = contentType.startsWith('application/json') ? (JSON.parse(body) as Record<string, unknown>) : null;
  if (status < 400) return json === null || json.success === true ? null : 'a success without success: true';
  if (json?.success !== false || typeof json.code !== 'string') return 'an error outside the envelope';
  return typeof json.error === 'string' && THAI.test(json.error) ? null : 'an error without a Thai message';
}
