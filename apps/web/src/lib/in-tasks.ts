/**
 * Runs `steps` in order, each in a task of its own (a zero timeout), none in the caller's: the browser
 * can paint or answer a tap between two of them. For start-up work that would otherwise be one long
 * task on a phone's CPU (main.tsx). A step that throws stops the ones after it.
 */
export function inTasks(...steps: (() => void)[]): void {
  const [step, ...rest] = steps;
  if (!step) return;
  setTimeout(() => {
    step();
    inTasks(...rest);
  }, 0);
}
