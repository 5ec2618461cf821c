import { RegisterBodySchema, z } from '@jongdee/contracts/auth';
import { authPageTexts } from './texts.ts';

/** The API's schema plus what only the form asks: the password typed twice. */
export const RegisterFormSchema = RegisterBodySchema.extend({ confirmPassword: z.string() }).refine(
  (values) => values.password === values.confirmPassword,
  {
    path: ['confirmPassword'],
    message: authPageTexts.passwordsDiffer,
    // Also while other fields are still wrong, so every problem shows at once.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof value.password === 'string' && typeof value.confirmPassword === 'string';
    },
  },
);
