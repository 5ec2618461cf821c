import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { paymentKeys } from './payment-keys.ts';

/** The amount due, its PromptPay payload and the receiving account; 409 PAYMENT_NOT_DUE / PAYMENT_RECEIVER_MISSING. */
export const getPromptPayInstructions = (bookingId: string) =>
  apiCall('getPromptPayInstructions', { params: { bookingId } });

export const promptPayInstructionsQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: paymentKeys.promptPay(bookingId),
    queryFn: () => getPromptPayInstructions(bookingId),
  });

export function usePromptPayInstructions(bookingId: string) {
  return useQuery(promptPayInstructionsQueryOptions(bookingId));
}
