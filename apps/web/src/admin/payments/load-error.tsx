import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { paths } from '../../paths.ts';
import { adminPaymentTexts as texts } from './texts.ts';

/** A payment that could not be loaded: gone (404) or a failure worth retrying. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Stack gap="md" maw={640}>
      <Alert color={missing ? 'gray' : 'red'} title={missing ? texts.notFound : texts.loadFailed}>
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{missing ? texts.notFoundBody : error.message}</Text>
          <Group gap="sm">
            {missing ? null : (
              <Button variant="light" color="red" onClick={onRetry}>
                {texts.retry}
              </Button>
            )}
            <Button component={Link} to={paths.admin.payments.href()} variant="default">
              {texts.backToList}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Stack>
  );
}
