import { formatBaht } from '@jongdee/contracts/thai-format';
import { Button, Text } from '@mantine/core';
import { useEffect } from 'react';
import { bookingTotal, isValidExamineeCount } from '../booking-math.ts';
import { bookingTexts as texts } from '../texts.ts';
import classes from './summary-bar.module.css';

type Props = {
  unitPrice: number | null;
  count: number | string;
  submitting: boolean;
};

/**
 * The booking's total and its submit, held at the bottom of the screen (above a phone's home
 * indicator) while the steps scroll: the customer sees what they pay whatever step they are on.
 * The submit belongs to the page's form; the bar is its last child, so it sticks within it.
 */
export function SummaryBar({ unitPrice, count, submitting }: Props) {
  const total = bookingTotal(unitPrice, count);
  // A field focused or scrolled into view stops above the bar (and below the header), never under it,
  // while the bar is on screen. Set here rather than by `html:has(.bar)`, which re-checks the whole
  // page on every change.
  useEffect(() => {
    const { style } = document.documentElement;
    style.scrollPaddingTop = '80px';
    style.scrollPaddingBottom = 'calc(104px + env(safe-area-inset-bottom, 0px))';
    return () => {
      style.scrollPaddingTop = '';
      style.scrollPaddingBottom = '';
    };
  }, []);
  return (
    <section className={classes.bar} aria-label={texts.summary} data-testid="booking-summary-bar">
      <div className={classes.inner}>
        <div style={{ minWidth: 0 }} aria-live="polite">
          <Text fz="xs" c="dimmed" lh={1.3}>
            {texts.total}
          </Text>
          <Text fw={700} fz={22} lh={1.2} c="jade.8" data-testid="booking-total">
            {total === null ? '–' : formatBaht(total)}
          </Text>
          <Text fz="xs" c="dimmed" lh={1.3} truncate>
            {unitPrice !== null && isValidExamineeCount(count)
              ? texts.perPerson(count, formatBaht(unitPrice))
              : texts.chooseToSeePrice}
          </Text>
        </div>
        <Button type="submit" size="md" loading={submitting} style={{ flex: 'none' }}>
          {texts.submit}
        </Button>
      </div>
    </section>
  );
}
