import { z } from './thai-zod.ts';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type Health = z.infer<typeof HealthSchema>;
