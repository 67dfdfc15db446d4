/**
 * Runs `job` right after the next frame is painted (in a task of its own), so what the user just
 * did shows at once and the work that can wait follows it instead of delaying it. In a hidden tab
 * (no frames) it runs in the next task. Returns a cancel function.
 */
export function afterPaint(job: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.hidden) {
    timer = setTimeout(job, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(job, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
