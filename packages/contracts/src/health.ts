import { z } from './thai-zod.ts';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type Health = z.infer<typeof HealthSchema>;

/** The process answers: nothing else is checked (no database call). */
export const LivenessSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type Liveness = z.infer<typeof LivenessSchema>;

/** The process takes requests: its database answers and it is not shutting down. */
export const ReadinessSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
