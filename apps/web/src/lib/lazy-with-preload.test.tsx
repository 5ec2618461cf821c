import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload.ts';

function Greeting() {
  return <p>สวัสดี</p>;
}
const greetingModule = async () => ({ Greeting });

describe('lazyWithPreload', () => {
  it('renders a component fetched beforehand in the first render, without its fallback', async () => {
    const { Component, preload } = lazyWithPreload(greetingModule, (module) => module.Greeting);
    await preload();
    render(
      <Suspense fallback={<p>กำลังโหลด</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('สวัสดี')).toBeTruthy();
    expect(screen.queryByText('กำลังโหลด')).toBeNull();
  });

  it('shows the fallback while a component not fetched yet arrives, then the component', async () => {
    const { Component } = lazyWithPreload(greetingModule, (module) => module.Greeting);
    render(
      <Suspense fallback={<p>กำลังโหลด</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('กำลังโหลด')).toBeTruthy();
    expect(await screen.findByText('สวัสดี')).toBeTruthy();
  });

  it('fetches the module once however often it is asked for, and again after a failure', async () => {
    let fetches = 0;
    const { preload } = lazyWithPreload(
      async () => {
        fetches += 1;
        if (fetches === 1) throw new Error('network');
        return { Greeting };
      },
      (module) => module.Greeting,
    );
    await expect(preload()).rejects.toThrow('network');
    await Promise.all([preload(), preload()]);
    expect(fetches).toBe(2);
  });
});
