import { useId as useReactId } from 'react';

/**
 * What the build puts in place of `@mantine/hooks`' `useId` (build-tools/mantine-use-id.ts, decision
 * 034). Mantine's gives React's id on the first render, then sets a random one in a layout effect: every
 * input, popover, menu and dialog renders a second time, synchronously, in the task that mounts it
 * (a quarter of the booking screen's components). React's id is already unique in the page and stable
 * for the component's life, so this one renders once. The id given to the component, if any, wins.
 */
export function useId(staticId?: string): string {
  // React's ids are `_r_1_` since 19.2; the colons of older ones are not welcome in a CSS selector.
  const own = `mantine-${useReactId().replace(/:/g, '')}`;
  return typeof staticId === 'string' ? staticId : own;
}
