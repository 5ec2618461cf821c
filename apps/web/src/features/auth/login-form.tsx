import type { User } from '@jongdee/contracts';
import { Anchor, Box, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context.tsx';
import { notify } from '../../components/notify.ts';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { paths } from '../../paths.ts';
import { authPageTexts as texts } from './texts.ts';

// /login is the screen most people see first: its validation (zod) loads on the first submit, not with the page.
const loadLoginSchema = () => import('@jongdee/contracts').then((contracts) => contracts.LoginBodySchema);

/** Email and password; on success hands the user to `onSignedIn`, on failure shows the server's Thai reason. */
export function LoginForm({
  onSignedIn,
  adminOnly = false,
}: {
  onSignedIn?: (user: User) => void;
  adminOnly?: boolean;
}) {
  const { login } = useAuth();
  const form = useSchemaForm(loadLoginSchema, { email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true); // also while the schema loads on the first submit
    const body = await form.validate();
    if (!body) {
      setSubmitting(false);
      return;
    }
    // login() answers false on failure (the seed) and hands the server's Thai reason to onFailure.
    const signedIn = await login(body, {
      adminOnly,
      onSuccess: onSignedIn,
      onFailure: (failure) => notify.error(failure.message, texts.loginFailed),
    });
    if (!signedIn) setSubmitting(false);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={texts.email}
          placeholder={texts.emailPlaceholder}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.text('email')}
        />
        <Box>
          <PasswordInput label={texts.password} autoComplete="current-password" required {...form.text('password')} />
          {/* Right under the field, where Thai sites put it: the moment someone cannot remember it. */}
          <Anchor component={Link} to={paths.forgotPassword.href()} fz="sm" display="block" ta="right" mt={6}>
            {texts.forgotPasswordLink}
          </Anchor>
        </Box>
        <Button type="submit" loading={submitting} fullWidth mt="xs">
          {texts.submitLogin}
        </Button>
      </Stack>
    </form>
  );
}
