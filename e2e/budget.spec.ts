import { test, expect } from './fixtures';
import { BUDGET, firstPaintSizes } from '../scripts/bundle-size.mjs';

// The web server built dist/ before the tests started. Sizes, not timings: those are for the bench.
test('the JS and CSS for / stay within budget (gzip)', () => {
  const sizes = firstPaintSizes('dist');
  expect(sizes.jsFiles.length).toBeGreaterThan(0);
  expect(sizes.cssFiles.length).toBeGreaterThan(0);
  expect(sizes.js, `JS for / is ${(sizes.js / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET.js);
  expect(sizes.css, `CSS for / is ${(sizes.css / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
    BUDGET.css,
  );
});
