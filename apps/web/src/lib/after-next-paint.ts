/**
 * Runs `task` once the browser has painted what is on screen now: the frame callback runs before the
 * next paint, the timeout it sets after it. For work a screen starts right after its first render that
 * is not part of what it shows first (a part it loads for later): started from an effect, it went out
 * before the first paint, and a phone on a slow network fetched it with the screen's own content
 * (Lighthouse counted /booking's picker chunks in its largest paint). Returns a function that cancels.
 */
export function afterNextPaint(task: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timeout !== undefined) clearTimeout(timeout);
  };
}
