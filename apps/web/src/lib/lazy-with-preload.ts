import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy for a component whose module may be fetched before React asks for it (startFirstScreen,
 * a page warming up a part it shows later). Plain React.lazy suspends on first render even when the
 * module has arrived, since a promise answers a tick later; the Suspense fallback is then committed and
 * React holds the reveal of what replaces it for up to 300 ms (it batches reveals): on /booking that
 * was a third of a second of spinner after the session check. Once the module is here, this hands
 * React.lazy an already-settled thenable, which it reads in the same render (React calls `then` and
 * looks at the result right away).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint (any props).
export function lazyWithPreload<Module, Component extends ComponentType<any>>(
  load: () => Promise<Module>,
  pick: (module: Module) => Component,
): { Component: LazyExoticComponent<Component>; preload: () => Promise<Module> } {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // A failed fetch (a flaky network) may be asked for again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy<Component>(() => {
    if (loaded === undefined) return preload().then((module) => ({ default: pick(module) }));
    const settled = { default: pick(loaded) };
    // biome-ignore lint/suspicious/noThenProperty: a thenable that settles at once is the point (see above).
    return { then: (resolve: (value: typeof settled) => void) => resolve(settled) } as Promise<typeof settled>;
  });
  return { Component, preload };
}
