import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
// @ts-expect-error: a plain JavaScript ESLint rule, without types
import { noBareWords } from '../../scripts/eslint/no-bare-words.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});
const options = [{ allow: ['Tickday'] }];

tester.run('tickday/no-bare-words', noBareWords, {
  valid: [
    { code: 'const a = <p>{t`Hello`}</p>;', options },
    { code: 'const a = <button aria-label={t`Close`} className="size-4" />;', options },
    { code: 'const a = <span>Tickday</span>;', options },
    { code: 'const a = <span> · {count} / 8 </span>;', options },
    { code: 'const a = <img alt="" src="/a.png" />;', options },
  ],
  invalid: [
    { code: 'const a = <p>Hello there</p>;', options, errors: [{ messageId: 'words' }] },
    { code: 'const a = <button aria-label="Close" />;', options, errors: [{ messageId: 'words' }] },
    {
      code: 'const a = <button title={`Open ${name}`} />;',
      options,
      errors: [{ messageId: 'words' }],
    },
    {
      code: "const a = <input placeholder={'Name it'} />;",
      options,
      errors: [{ messageId: 'words' }],
    },
  ],
});
