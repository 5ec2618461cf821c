/** Query keys of the results worklist: its lists (and tab counts), and one examinee's result form. */
export const adminResultKeys = {
  all: ['admin', 'examination-results'] as const,
  lists: () => [...adminResultKeys.all, 'list'] as const,
  list: (search: string) => [...adminResultKeys.lists(), search] as const,
  forms: () => [...adminResultKeys.all, 'form'] as const,
  form: (examineeId: string) => [...adminResultKeys.forms(), examineeId] as const,
};
