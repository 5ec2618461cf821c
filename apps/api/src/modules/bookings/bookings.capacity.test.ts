import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { useTestApp } from '../../test/helpers.ts';
import { inSlotTurn } from './bookings.capacity.ts';

// The slot queue's order of events, step by step: each reservation here is a function whose outcome
// the test decides, so what the queue answers without a turn is seen exactly.
const ctx = useTestApp();

const slot = { clinicId: '0190f000-0000-7000-8000-000000000001', date: '2026-12-01', time: '09:00' };
const customer = { places: 1, override: false };

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('inSlotTurn', () => {
  it('refuses the ones queued behind a refusal as full, but not one that arrived after it', async () => {
    const db = ctx.database.db;
    const refusal = gate();
    const overrideTurn = gate();
    const turns: string[] = [];
    const first = inSlotTurn(db, slot, customer, async () => {
      await refusal.opened;
      throw new AppError('SLOT_FULL');
    });
    // An admin's override holds its turn while the later request arrives.
    const override = inSlotTurn(db, slot, { places: 1, override: true }, async () => {
      turns.push('override');
      await overrideTurn.opened;
      return 'override booked';
    });
    const queuedBefore = inSlotTurn(db, slot, customer, async () => {
      turns.push('queued before');
      return 'booked';
    });
    refusal.open();
    await expect(first).rejects.toMatchObject({ code: 'SLOT_FULL' });
    await expect.poll(() => turns).toEqual(['override']);

    // Arrives once the slot was seen full: a place may have been freed since, so it takes its turn.
    const arrivedAfter = inSlotTurn(db, slot, customer, async () => {
      turns.push('arrived after');
      return 'booked';
    });
    overrideTurn.open();
    await expect(override).resolves.toBe('override booked');
    await expect(queuedBefore).rejects.toMatchObject({ code: 'SLOT_FULL' });
    await expect(arrivedAfter).resolves.toBe('booked');
    expect(turns).toEqual(['override', 'arrived after']);
  });

  it('lets a request for fewer places than the refused one take its turn', async () => {
    const db = ctx.database.db;
    const refusal = gate();
    const large = inSlotTurn(db, slot, { places: 5, override: false }, async () => {
      await refusal.opened;
      throw new AppError('SLOT_FULL');
    });
    const larger = inSlotTurn(db, slot, { places: 6, override: false }, async () => 'booked 6');
    const smaller = inSlotTurn(db, slot, { places: 3, override: false }, async () => 'booked 3');
    refusal.open();
    await expect(large).rejects.toMatchObject({ code: 'SLOT_FULL' });
    await expect(larger).rejects.toMatchObject({ code: 'SLOT_FULL' });
    await expect(smaller).resolves.toBe('booked 3');
  });

  it('passes the turn on once a reservation is decided, while the one before is still writing', async () => {
    const db = ctx.database.db;
    const writing = gate();
    const turns: string[] = [];
    const first = inSlotTurn(db, slot, customer, async (decided) => {
      turns.push('first reserved');
      decided();
      await writing.opened;
      turns.push('first written');
      return 'first';
    });
    const second = inSlotTurn(db, slot, customer, async () => {
      turns.push('second checks');
      return 'second';
    });
    await expect(second).resolves.toBe('second');
    expect(turns).toEqual(['first reserved', 'second checks']);
    writing.open();
    await expect(first).resolves.toBe('first');
    // Without deciding, a turn holds the slot until it ends, as before.
    const holding = gate();
    const third = inSlotTurn(db, slot, customer, async () => {
      await holding.opened;
      turns.push('third ended');
      return 'third';
    });
    const fourth = inSlotTurn(db, slot, customer, async () => {
      turns.push('fourth checks');
      return 'fourth';
    });
    holding.open();
    await Promise.all([third, fourth]);
    expect(turns.slice(3)).toEqual(['third ended', 'fourth checks']);
  });
});
