// What React renders in each commit of a screen's first load, in the production build: the
// components mounted, and those rendered again at once from the mount's layout effects (Mantine's
// `useId` did this for every input and dialog until decision 034). A script run before the app stands
// in for React DevTools: React calls its hook after every commit, and the script counts the fibers
// that rendered in it (absent from the last commit's tree, with React's PerformedWork flag). React's
// fibers are its internals, so this is a bench, not a test. BENCH_PAGES=/booking,/ picks the screens
// (signed in as the customer of browser.ts, whom bench:lighthouse audits too); the build of apps/web
// must exist.
import { navigateAndLoad, prepareVisit, type Send, withCustomerScreens, withFirstTab } from './browser.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3285);
const PAGES = (process.env.BENCH_PAGES ?? '/,/booking').split(',');
/** What a screen renders after its first paint (its lower part, the drawer) has this long to come. */
const SETTLE_MS = 3_000;

type Commit = { at: number; rendered: number; fibers: number; most: string };

/** Installed before the page's own scripts; React finds the hook when it loads. */
const HOOK = `(() => {
  const commits = [];
  let previous = new WeakSet();
  window.__benchCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_id, root) {
      const seen = new WeakSet();
      const names = new Map();
      let rendered = 0;
      let fibers = 0;
      const stack = [root.current.child];
      while (stack.length > 0) {
        for (let fiber = stack.pop(); fiber; fiber = fiber.sibling) {
          fibers += 1;
          seen.add(fiber);
          const component = typeof fiber.type === 'function' || (fiber.type && typeof fiber.type === 'object');
          if (component && !previous.has(fiber) && (fiber.flags & 1) === 1) {
            rendered += 1;
            const type = fiber.type.render ?? fiber.type;
            const name = fiber.type.displayName || type.displayName || type.name || '(anonymous)';
            names.set(name, (names.get(name) ?? 0) + 1);
          }
          if (fiber.child) stack.push(fiber.child);
        }
      }
      previous = seen;
      const most = [...names].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, count]) => name + ' ×' + count);
      commits.push({ at: performance.now(), rendered, fibers, most: most.join(', ') });
    },
  };
})();`;

async function commitsOf(send: Send, url: string): Promise<Commit[]> {
  await send('Page.enable');
  const { identifier } = (await send('Page.addScriptToEvaluateOnNewDocument', { source: HOOK })) as {
    identifier: string;
  };
  await navigateAndLoad(send, url);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const { result } = (await send('Runtime.evaluate', {
    expression: 'JSON.stringify(window.__benchCommits ?? [])',
    returnByValue: true,
  })) as { result: { value: string } };
  await send('Page.removeScriptToEvaluateOnNewDocument', { identifier });
  return JSON.parse(result.value) as Commit[];
}

await withCustomerScreens(PORT, async ({ base, token, debugPort }) => {
  for (const path of PAGES) {
    await prepareVisit(debugPort, base, token);
    let commits: Commit[] = [];
    await withFirstTab(debugPort, async (send) => {
      await send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });
      commits = await commitsOf(send, `${base}${path}`);
    });
    const first = commits[0]?.at ?? 0;
    console.log(
      `\n${path} at 390 px: ${commits.length} commits, ${commits.reduce((sum, c) => sum + c.rendered, 0)} renders`,
    );
    console.table(
      commits.map((commit) => ({
        'ms after the first': Math.round(commit.at - first),
        rendered: commit.rendered,
        'fibers in the tree': commit.fibers,
        'most rendered': commit.most,
      })),
    );
  }
});
