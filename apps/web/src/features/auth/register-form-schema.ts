import { RegisterBodySchema } from '@jongdee/contracts/auth';
import { withPasswordConfirmation } from '../../components/new-password-fields.tsx';
import { authPageTexts } from './texts.ts';

/** The API's schema plus what only the form asks: the password typed twice. */
export const RegisterFormSchema = withPasswordConfirmation(
  RegisterBodySchema,
  'password',
  authPageTexts.passwordsDiffer,
);
