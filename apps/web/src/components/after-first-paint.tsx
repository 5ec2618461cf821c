import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/after-next-paint.ts';

/**
 * False on a screen's first render, true once that render has been painted (set as a transition, so
 * what it brings renders in slices of its own). For the part of a first screen below its top: the top
 * (the layout's header, the page's greeting or title) shows on a slow phone as soon as its own render
 * is done, instead of after the whole screen's. What shows later must be below what shows first, with
 * nothing after it on the screen, so that it pushes nothing already shown.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}

/** `children` once the screen around them has been painted (`useAfterFirstPaint`). */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
