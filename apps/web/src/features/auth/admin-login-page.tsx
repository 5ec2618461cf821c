import { Anchor, Stack } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { returnPath } from '../../auth/guards.tsx';
import { paths } from '../../paths.ts';
import { AuthShell } from './auth-shell.tsx';
import { LoginForm } from './login-form.tsx';
import { authPageTexts as texts } from './texts.ts';

/**
 * Open to everyone (the seed), and uses the admin sign-in endpoint only. After signing in, staff go
 * back to the admin page that sent them here, else to the console; the admin guard checks the role.
 */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AuthShell title={texts.adminLoginTitle} subtitle={texts.adminLoginSubtitle} tone="staff">
      <Stack gap="lg">
        <LoginForm
          adminOnly
          onSignedIn={() => navigate(returnPath(location.state) ?? paths.admin.dashboard.href(), { replace: true })}
        />
        <Anchor component={Link} to={paths.login.href()} ta="center" c="dimmed" fz="sm">
          {texts.customerLink}
        </Anchor>
      </Stack>
    </AuthShell>
  );
}
