import { NewPasswordSchema, z } from '@jongdee/contracts/auth';
import { withPasswordConfirmation } from '../../components/new-password-fields.tsx';
import { authPageTexts } from './texts.ts';

/** The new password by the registration rules (the API's own schema), typed twice. */
export const ResetPasswordFormSchema = withPasswordConfirmation(
  z.object({ password: NewPasswordSchema }),
  'password',
  authPageTexts.passwordsDiffer,
);

/** The token of a reset link's fragment (`#token=…`), or null when the link was cut short. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token?.trim() ? token.trim() : null;
}
