import { fireEvent, render } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id.ts';

const renders: Record<string, number> = {};

function Field({ name, id }: { name: string; id?: string }) {
  const own = useId(id);
  renders[name] = (renders[name] ?? 0) + 1;
  return <input aria-label={name} id={own} />;
}

function Form() {
  const [, setTick] = useState(0);
  return (
    <form>
      <Field name="ชื่อ" />
      <Field name="นามสกุล" />
      <Field name="อีเมล" id="email" />
      <button type="button" onClick={() => setTick((tick) => tick + 1)}>
        วาดใหม่
      </button>
    </form>
  );
}

describe('useId, as the build gives it to Mantine', () => {
  it('gives each component its own id on its one render at mount, and keeps it when it renders again', () => {
    for (const name of Object.keys(renders)) delete renders[name];
    const { getByLabelText, getByRole } = render(<Form />);
    const first = getByLabelText('ชื่อ').id;
    const last = getByLabelText('นามสกุล').id;
    expect(first).toMatch(/^mantine-[\w-]+$/);
    expect(last).toMatch(/^mantine-[\w-]+$/);
    expect(first).not.toBe(last);
    // Mantine's own renders each of these twice: once with React's id, again with a random one.
    expect(renders).toEqual({ ชื่อ: 1, นามสกุล: 1, อีเมล: 1 });

    fireEvent.click(getByRole('button', { name: 'วาดใหม่' }));
    expect(renders).toEqual({ ชื่อ: 2, นามสกุล: 2, อีเมล: 2 });
    expect(getByLabelText('ชื่อ').id).toBe(first);
    expect(getByLabelText('นามสกุล').id).toBe(last);
  });

  it('keeps an id the component was given', () => {
    const { getByLabelText } = render(
      <StrictMode>
        <Field name="อีเมล" id="email" />
      </StrictMode>,
    );
    expect(getByLabelText('อีเมล').id).toBe('email');
  });
});
