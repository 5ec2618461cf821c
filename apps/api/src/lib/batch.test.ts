import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batch.ts';

// A loader whose statements the test finishes one by one, recording the keys each was sent with.
function controlledLoader() {
  const sent: { keys: string[]; finish: (error?: Error) => void }[] = [];
  const load = (keys: string[]) =>
    new Promise<Map<string, string>>((resolve, reject) => {
      sent.push({
        keys,
        finish: (error) => (error ? reject(error) : resolve(new Map(keys.map((key) => [key, `row of ${key}`])))),
      });
    });
  return { sent, load };
}

describe('batchedLookup', () => {
  it('sends a lone key at once, and the keys asked while statements run together in the next', async () => {
    const { sent, load } = controlledLoader();
    const lookup = batchedLookup(load, { inFlight: 2, maxKeys: 3 });
    const first = lookup('a');
    expect(sent.map((statement) => statement.keys)).toEqual([['a']]);
    const second = lookup('b');
    const waiting = ['c', 'd', 'c', 'e', 'f'].map((key) => lookup(key));
    expect(sent.map((statement) => statement.keys)).toEqual([['a'], ['b']]);

    sent[0]?.finish();
    await expect(first).resolves.toBe('row of a');
    // At most maxKeys keys a statement; a key asked twice is sent once and answers both.
    expect(sent[2]?.keys).toEqual(['c', 'd', 'e']);
    sent[1]?.finish();
    await expect(second).resolves.toBe('row of b');
    expect(sent[3]?.keys).toEqual(['f']);
    sent[2]?.finish();
    sent[3]?.finish();
    await expect(Promise.all(waiting)).resolves.toEqual(['row of c', 'row of d', 'row of c', 'row of e', 'row of f']);
    expect(sent).toHaveLength(4);
  });

  it('answers undefined for a key the statement did not find, and passes a failure to each of its keys only', async () => {
    const lookup = batchedLookup(
      async (keys: string[]) => {
        if (keys.includes('broken')) throw new Error('connection lost');
        return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.toUpperCase()]));
      },
      { inFlight: 1, maxKeys: 10 },
    );
    const [found, missing] = await Promise.all([lookup('x'), lookup('missing')]);
    expect([found, missing]).toEqual(['X', undefined]);
    const first = lookup('y');
    const failing = [lookup('broken'), lookup('z')];
    await expect(first).resolves.toBe('Y');
    for (const answer of failing) await expect(answer).rejects.toThrow('connection lost');
    await expect(lookup('after')).resolves.toBe('AFTER');
  });
});
