/** Query keys of my privacy settings: consents and my data requests. */
export const privacyKeys = {
  all: ['privacy'] as const,
  consents: () => [...privacyKeys.all, 'consents'] as const,
  dataRequests: () => [...privacyKeys.all, 'data-requests'] as const,
};
