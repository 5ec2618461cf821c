/** Query keys of the public certificate check. */
export const verifyKeys = {
  all: ['verify'] as const,
  code: (code: string) => [...verifyKeys.all, code] as const,
};
