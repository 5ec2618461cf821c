import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/after-next-paint.ts';

/**
 * Renders `children` once the screen around them has been painted, in a render of their own (a
 * transition). For the part of a first screen below its top: the top (the layout's header, the page's
 * greeting) shows on a slow phone as soon as its own render is done, instead of after the whole
 * screen's. What shows later must be below what shows first, with nothing after it on the screen, so
 * that it pushes nothing already shown.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted ? children : null;
}
