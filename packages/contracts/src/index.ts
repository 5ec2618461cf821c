export * from './auth.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './thai-id.ts';
export { thaiIssueMessage, z } from './thai-zod.ts';
