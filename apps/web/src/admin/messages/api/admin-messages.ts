import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiFile, saveFile } from '../../../api/client.ts';
import { type MessageListState, toApiQuery, toApiSearch } from '../list-search.ts';

export const adminMessageKeys = {
  all: ['admin', 'messages'] as const,
  list: (search: string) => [...adminMessageKeys.all, 'list', search] as const,
};

export const getAdminMessages = (state: MessageListState) => apiCall('listMessages', { query: toApiQuery(state) });

export const adminMessagesQueryOptions = (state: MessageListState) =>
  queryOptions({
    queryKey: adminMessageKeys.list(toApiSearch(state)),
    queryFn: () => getAdminMessages(state),
    placeholderData: keepPreviousData,
  });

export function useAdminMessages(state: MessageListState) {
  return useQuery(adminMessagesQueryOptions(state));
}

/** Puts a failed message back to be sent now; the list reloads to show it waiting. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('retryMessage', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMessageKeys.all }),
  });
}

/** The .eml file the server wrote for a message (no SMTP configured), to open in a mail program. */
export async function downloadMessageEml(id: string): Promise<string> {
  const { blob, fileName } = await apiFile('downloadMessageEml', `message-${id}.eml`, { params: { id } });
  saveFile(blob, fileName);
  return fileName;
}

export function useDownloadMessageEml() {
  return useMutation({ mutationFn: downloadMessageEml });
}
