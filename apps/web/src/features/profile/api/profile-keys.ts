export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
  messagePreferences: () => [...profileKeys.all, 'message-preferences'] as const,
};
