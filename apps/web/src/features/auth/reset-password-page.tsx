import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { FormError } from '../../components/form-error.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { notify } from '../../components/notify.ts';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { paths } from '../../paths.ts';
import { AuthShell } from './auth-shell.tsx';
import { ResetPasswordFormSchema, tokenFromHash } from './reset-password-form-schema.ts';
import { authPageTexts as texts } from './texts.ts';

/** The server's answers that mean the link itself is spent: only a new link helps. */
const LINK_UNUSABLE = new Set(['PASSWORD_RESET_LINK_INVALID', 'PASSWORD_RESET_LINK_EXPIRED']);

/**
 * The page the e-mailed link opens: `/reset-password#token=…`. The token is taken from the fragment
 * and the fragment is dropped from the address bar at once, so it is not left in the history, a
 * bookmark or a screenshot. On success the person is signed in, and the visitor-only guard of this
 * route moves them on to /.
 */
export function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { resetPassword } = useAuth();
  const [token] = useState(() => tokenFromHash(location.hash));
  const [unusable, setUnusable] = useState<string | null>(token ? null : texts.linkMissing);
  const [submitting, setSubmitting] = useState(false);
  const form = useSchemaForm(ResetPasswordFormSchema, { password: '', confirmPassword: '' });

  useEffect(() => {
    if (!location.hash) return;
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state });
  }, [location, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = await form.validate();
    if (!parsed || !token) return;
    setSubmitting(true);
    try {
      const user = await resetPassword({ token, password: parsed.password });
      notify.success(texts.resetDoneBody(user.firstName), texts.resetDone);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.code && LINK_UNUSABLE.has(error.code)) {
        setUnusable(error.message);
        return;
      }
      form.showServerErrors(error);
      notify.error(error instanceof Error ? error.message : String(error), texts.resetFailed);
    }
  };

  return (
    <AuthShell title={texts.resetTitle} subtitle={unusable ? undefined : texts.resetSubtitle}>
      <Stack gap="lg">
        {unusable ? (
          <Stack gap="md">
            <Alert
              color="red"
              variant="light"
              title={texts.linkUnusableTitle}
              icon={<IconLinkOff size={20} aria-hidden />}
              role="alert"
            >
              <Text fz="sm">{unusable}</Text>
            </Alert>
            <Button component={Link} to={paths.forgotPassword.href()} fullWidth>
              {texts.requestNewLink}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <NewPasswordFields
                label={texts.newPassword}
                rule={texts.passwordRule}
                confirmLabel={texts.confirmNewPassword}
                password={form.text('password')}
                confirmation={form.text('confirmPassword')}
              />
              <FormError message={form.formError} />
              <Button type="submit" loading={submitting} fullWidth mt="xs">
                {texts.submitReset}
              </Button>
            </Stack>
          </form>
        )}
        <Group justify="center" gap={6}>
          <Anchor component={Link} to={paths.login.href()} fw={600}>
            {texts.backToLogin}
          </Anchor>
        </Group>
      </Stack>
    </AuthShell>
  );
}
