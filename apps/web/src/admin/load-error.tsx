import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../api/client.ts';

export type LoadErrorTexts = {
  notFound: string;
  notFoundBody: string;
  loadFailed: string;
  retry: string;
  backToList: string;
};

/** A record an admin screen could not load: gone (404), or a failure worth retrying; either way, back to its list. */
export function LoadError({
  error,
  onRetry,
  backTo,
  texts,
}: {
  error: Error;
  onRetry: () => void;
  backTo: string;
  texts: LoadErrorTexts;
}) {
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
            <Button component={Link} to={backTo} variant="default">
              {texts.backToList}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Stack>
  );
}
