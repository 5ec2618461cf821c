import type { ReactNode } from 'react';

/**
 * Fields that answer one question under one visible label (a date and a time, a choice of buttons):
 * a fieldset without the browser's border and padding, named by the label's id.
 */
export function FieldGroup({
  labelledBy,
  describedBy,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      aria-labelledby={labelledBy}
      aria-describedby={describedBy || undefined}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      {children}
    </fieldset>
  );
}
