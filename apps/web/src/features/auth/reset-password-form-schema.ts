import { NewPasswordSchema, z } from '@jongdee/contracts/auth';
import { authPageTexts } from './texts.ts';

/** The new password by the registration rules (the API's own schema), typed twice. */
export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: authPageTexts.passwordsDiffer,
    // Also while the password itself is still wrong, so every problem shows at once.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof value.password === 'string' && typeof value.confirmPassword === 'string';
    },
  });

/** The token of a reset link's fragment (`#token=…`), or null when the link was cut short. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token?.trim() ? token.trim() : null;
}
