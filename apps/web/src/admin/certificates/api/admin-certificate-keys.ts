/** Query keys of the admin certificate register: its lists, the summary counts, one certificate's PDF. */
export const adminCertificateKeys = {
  all: ['admin', 'certificates'] as const,
  lists: () => [...adminCertificateKeys.all, 'list'] as const,
  list: (search: string) => [...adminCertificateKeys.lists(), search] as const,
  stats: () => [...adminCertificateKeys.all, 'stats'] as const,
  pdf: (id: string) => [...adminCertificateKeys.all, 'pdf', id] as const,
};
