import { useId } from 'react';
import classes from './segments.module.css';

type SegmentsProps<T extends string> = {
  /** The group's accessible name. */
  label: string;
  value: T;
  onChange: (value: T) => void;
  data: readonly { value: T; label: string }[];
};

/**
 * One choice of a few, side by side, as native radios (arrow keys, the radio role): what Mantine's
 * SegmentedControl shows, without its sliding indicator. That indicator measures the page when it
 * mounts (`getBoundingClientRect`, `getComputedStyle`), which forced the first screen's whole layout
 * inside React's commit: the longest task of `/` in a throttled trace (bench/README.md, Lighthouse).
 */
export function Segments<T extends string>({ label, value, onChange, data }: SegmentsProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root}>
      {data.map((item) => (
        <label key={item.value} className={classes.item} data-checked={item.value === value || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}
