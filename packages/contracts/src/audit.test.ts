import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS } from './audit.ts';

// The audit screen shows each action by its Thai name: an action the API writes without a label
// would show as a raw code ("payment.slip_upload"). The API's source is the list of what it writes,
// read by the test runner (Vite's import.meta.glob): the contracts stay free of Node's types.
declare global {
  interface ImportMeta {
    glob: (patterns: string[], options: { query: '?raw'; import: 'default'; eager: true }) => Record<string, string>;
  }
}
const apiSources = import.meta.glob(
  ['../../../apps/api/src/**/*.ts', '!../../../apps/api/src/**/*.test.ts', '!../../../apps/api/src/**/*.pg-test.ts'],
  { query: '?raw', import: 'default', eager: true },
);

/** A file writes audit rows when it calls the audit service or a module's audit helper. */
const WRITES_AUDIT = /\brecordAudits?\(|\bauditBooking\(|\baudit: \{ action/;
/** `'entity.verb'`: the shape of every action code (file names such as 'index.html' are left out). */
const ACTION_LITERAL = /'([a-z][a-z_]*\.[a-z][a-z_]*)'/g;
const FILE_NAME = /\.(html|bin|tar|xlsx|pdf|png|jpe?g|json|ts|js)$/;
/** `booking.${change}` with `change: 'a' | 'b'` typed in the same file. */
const ACTION_TEMPLATE = /action: `([a-z_]+)\.\$\{(\w+)\}`/g;

function actionsWritten(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [file, text] of Object.entries(apiSources)) {
    if (!WRITES_AUDIT.test(text)) continue;
    const where = file.replace('../../../apps/api/src/', '');
    for (const [, action] of text.matchAll(ACTION_LITERAL)) {
      if (action && !FILE_NAME.test(action)) found.set(action, where);
    }
    for (const [, entity, variable] of text.matchAll(ACTION_TEMPLATE)) {
      const union = new RegExp(`\\b${variable}: ((?:'[a-z_]+'(?:\\s*\\|\\s*)?)+)`).exec(text);
      if (!union?.[1])
        throw new Error(`${where}: the values of \`${entity}.\${${variable}}\` are not typed in the file`);
      for (const [, verb] of union[1].matchAll(/'([a-z_]+)'/g)) found.set(`${entity}.${verb}`, where);
    }
  }
  return found;
}

describe('audit action labels', () => {
  it('name every action the API writes to the audit log', () => {
    const written = actionsWritten();
    // The scan finds the actions (a broken scan would pass with nothing found).
    expect(written.get('payment.slip_upload')).toBeDefined();
    expect(written.get('booking.slip_rejected')).toBeDefined();
    const unlabelled = [...written].filter(([action]) => !AUDIT_ACTION_LABELS[action]);
    expect(unlabelled.map(([action, file]) => `${action} (${file})`)).toEqual([]);
  });

  it('label only actions the API writes', () => {
    const written = actionsWritten();
    expect(Object.keys(AUDIT_ACTION_LABELS).filter((action) => !written.has(action))).toEqual([]);
  });
});
