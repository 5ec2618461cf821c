import { Alert, type AlertProps, Text } from '@mantine/core';

type Props = Omit<AlertProps, 'children' | 'color' | 'variant'> & {
  /** The form's own error (`useSchemaForm#formError`, or a refusal the form shows in place); nothing when empty. */
  message: string | null | undefined;
  'data-testid'?: string;
};

/** What the server said about the form as a whole, or about a field the form does not show, above the buttons. */
export function FormError({ message, ...props }: Props) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" {...props}>
      <Text fz="sm">{message}</Text>
    </Alert>
  );
}
