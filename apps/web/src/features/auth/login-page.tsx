import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { AuthShell } from './auth-shell.tsx';
import { LoginForm } from './login-form.tsx';
import { authPageTexts as texts } from './texts.ts';

export function LoginPage() {
  return (
    <AuthShell title={texts.loginTitle} subtitle={texts.loginSubtitle}>
      <Stack gap="lg">
        {/* Once signed in, the visitor-only guard of this route moves the person on. */}
        <LoginForm />
        <Text ta="center" c="dimmed">
          {texts.noAccount}{' '}
          <Anchor component={Link} to={paths.register.href()} fw={600}>
            {texts.registerLink}
          </Anchor>
        </Text>
        <Divider />
        <Anchor component={Link} to={paths.admin.login.href()} ta="center" c="dimmed" fz="sm">
          {texts.staffLink}
        </Anchor>
      </Stack>
    </AuthShell>
  );
}
