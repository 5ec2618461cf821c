import type { MessagePreferencesUpdateBody } from '@jongdee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { profileKeys } from './profile-keys.ts';

export const getMessagePreferences = () => apiCall('getMyMessagePreferences');

export function useMessagePreferences() {
  return useQuery({ queryKey: profileKeys.messagePreferences(), queryFn: getMessagePreferences });
}

/** Saves the kinds in the body; the answer is every kind as stored, which replaces what the screen shows. */
export const updateMessagePreferences = (body: MessagePreferencesUpdateBody) =>
  apiCall('updateMyMessagePreferences', { body });

export function useUpdateMessagePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessagePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(profileKeys.messagePreferences(), preferences),
  });
}
