import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// docs/architecture.md: a feature never imports another feature; the fence is drawn around every
// folder of src/features, including one made after the lint config was written.
const probe = 'src/features/zz-probe';

describe('the layers, as lint enforces them', () => {
  afterAll(() => rmSync(probe, { recursive: true, force: true }));
  const lint = async (filePath: string, code: string) => {
    // no-cycle follows imports into files, so it needs a file on disk; the fences do not.
    const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).map((m) => m.message).join('\n');
  };
  const fromHabits = "export { StreakInfo } from '../habits/card/streak-info';\n";

  it('refuses a feature importing another, in a feature folder made just now', async () => {
    mkdirSync(probe, { recursive: true });
    writeFileSync(`${probe}/probe.ts`, fromHabits);
    expect(await lint(`${probe}/probe.ts`, fromHabits)).toMatch(/never imports another feature/);
  }, 30_000);

  it('lets a feature import its own modules, ui and state', async () => {
    const own = "export { StreakInfo } from './card/streak-info';\n";
    expect(await lint('src/features/habits/probe.ts', own)).toBe('');
  }, 30_000);

  it("lets a feature's rooms import each other, and no other feature", async () => {
    // features/habits is in rooms (list/, card/, moving/, editor/): one feature, one fence.
    const room = "export { StreakInfo } from '../card/streak-info';\n";
    expect(await lint('src/features/habits/list/probe.ts', room)).toBe('');
    const other = "export { StatsButton } from '../../stats/stats-button';\n";
    const refused = await lint('src/features/habits/list/probe.ts', other);
    expect(refused).toMatch(/never imports another feature/);
    // And the other way: a room is inside the fence around its feature.
    const intoRoom = "export { StreakInfo } from '../habits/card/streak-info';\n";
    expect(await lint('src/features/stats/probe.ts', intoRoom)).toMatch(/never imports another/);
  }, 30_000);

  it('keeps the domain pure', async () => {
    const code = "export { useDayRule } from '../state/use-day-rule';\n";
    expect(await lint('src/domain/probe.ts', code)).toMatch(/domain is pure/);
  }, 30_000);

  it('lets only state reach the browser through platform', async () => {
    const code = "export { deviceZone } from '../../platform/zone';\n";
    expect(await lint('src/features/settings/probe.ts', code)).toMatch(/through state/);
    expect(
      await lint('src/state/probe.ts', "export { deviceZone } from '../platform/zone';\n"),
    ).toBe('');
    const up = "export { dayRuleOf } from '../state/device-day-rule';\n";
    expect(await lint('src/platform/probe.ts', up)).toMatch(/imports nothing else of ours/);
  }, 30_000);

  it('keeps the shared words between features and i18n', async () => {
    const words = "export { badgeName } from '../../words/badge-words';\n";
    expect(await lint('src/features/stats/probe.ts', words)).toBe('');
    expect(await lint('src/components/ui/probe.ts', words)).toMatch(/components\/ui is a leaf/);
    expect(
      await lint('src/state/probe.ts', "export { badgeName } from '../words/badge-words';\n"),
    ).toMatch(/holds no shared words/);
    expect(
      await lint('src/i18n/probe.ts', "export { badgeName } from '../words/badge-words';\n"),
    ).toMatch(/i18n is a leaf/);
    const up = "export { useDayRule } from '../state/use-day-rule';\n";
    expect(await lint('src/words/probe.ts', up)).toMatch(/words sits below features/);
    const type = "export type { Schedule } from '../domain/schedule';\n";
    expect(await lint('src/words/probe.ts', type)).toBe('');
    const code = "export { weekdayName } from '../domain/days';\n";
    expect(await lint('src/words/probe.ts', code)).toMatch(/domain types only/);
  }, 30_000);

  it('lets components/ui name domain types, not run domain code', async () => {
    const type = "export type { DayStatus } from '../../domain/schedule';\n";
    expect(await lint('src/components/ui/probe.ts', type)).toBe('');
    const code = "export { isoDate } from '../../domain/days';\n";
    expect(await lint('src/components/ui/probe.ts', code)).toMatch(/domain types only/);
  }, 30_000);

  it('lets code that loads on first use (`*.lazy`) be reached by import() only', async () => {
    const dynamic = "export const load = () => import('./stats-dialog.lazy');\n";
    expect(await lint('src/features/stats/probe.ts', dynamic)).toBe('');
    const imported = "import StatsDialog from './stats-dialog.lazy';\nexport { StatsDialog };\n";
    expect(await lint('src/features/stats/probe.ts', imported)).toMatch(/loads on first use/);
    const reexported = "export { default } from '../routes/terms.lazy';\n";
    expect(await lint('src/app/probe.ts', reexported)).toMatch(/loads on first use/);
    const typeOnly = "import type * as Rules from './badge-rules.lazy';\nexport type R = Rules;\n";
    expect(await lint('src/state/probe.ts', typeOnly)).toMatch(/loads on first use/);
    const inDomain = "export { x } from './probe.lazy';\n";
    expect(await lint('src/domain/probe.ts', inDomain)).toMatch(/loads on first use/);
  }, 30_000);
});
