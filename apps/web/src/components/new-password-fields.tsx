import { z } from '@jongdee/contracts/auth';
import { PasswordInput } from '@mantine/core';
import type { ChangeEvent } from 'react';

// A new password typed twice, as registering, resetting and changing a password ask it: the form's
// schema gains the second field, and the two fields look and behave the same on all three screens.

/**
 * `schema` with `confirmPassword`, which must equal the new password in `field`. The mismatch is the
 * second field's message, given also while other fields are still wrong, so every problem shows at once.
 */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: keyof Shape & string,
  message: string,
) {
  const typedTwice = (value: unknown) => {
    const values = value as Record<string, unknown>;
    return { password: values[field], confirmation: values.confirmPassword };
  };
  return schema.extend({ confirmPassword: z.string() }).refine(
    (values) => {
      const { password, confirmation } = typedTwice(values);
      return password === confirmation;
    },
    {
      path: ['confirmPassword'],
      message,
      when: (payload) => {
        const { password, confirmation } = typedTwice(payload.value);
        return typeof password === 'string' && typeof confirmation === 'string';
      },
    },
  );
}

/** A form's binding of one text field (`form.text(path)`). */
type TextField = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
};

/** The new password with its rule under it, then the same again; both as a password manager expects them. */
export function NewPasswordFields({
  label,
  rule,
  confirmLabel,
  password,
  confirmation,
}: {
  label: string;
  rule: string;
  confirmLabel: string;
  password: TextField;
  confirmation: TextField;
}) {
  return (
    <>
      <PasswordInput label={label} description={rule} autoComplete="new-password" required {...password} />
      <PasswordInput label={confirmLabel} autoComplete="new-password" required {...confirmation} />
    </>
  );
}
