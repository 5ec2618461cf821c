import { describe, expect, it } from 'vitest';
import * as contracts from './index.ts';
import * as labels from './labels.ts';

// The web app's first screens import `@jongdee/contracts/labels` (no zod); the API and every other
// import keep using the index, which must answer the very same values.
describe('labels', () => {
  it('is exported from the package index too, value for value', () => {
    const fromIndex = new Map<string, unknown>(Object.entries(contracts));
    for (const [name, value] of Object.entries(labels)) {
      expect(fromIndex.get(name), name).toBe(value);
    }
  });
});
