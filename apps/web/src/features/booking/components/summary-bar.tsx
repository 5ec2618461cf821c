import { formatBaht } from '@jongdee/contracts/thai-format';
import { Button, Text } from '@mantine/core';
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
