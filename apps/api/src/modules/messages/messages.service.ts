export { enqueueMessage, type NewMessage } from './outbox.ts';
