// Words a user reads go through the catalogs (docs/decisions.md, "Eight languages"): a JSX text
// node, or a string or template given to an attribute a user or screen reader meets, that holds
// letters is an error. Names that stay the same in every language are allowed on their own.
const LETTERS = /\p{L}{2,}/u;
const ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'alt',
  'placeholder',
  'label',
]);

/** @type {import('eslint').Rule.RuleModule} */
export const noBareWords = {
  meta: {
    type: 'problem',
    schema: [
      { type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } } },
    ],
    messages: {
      words:
        'Words a user reads come from the catalogs: wrap "{{text}}" in t`…` (@lingui/core/macro).',
    },
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    const check = (node, text) => {
      const trimmed = text.trim();
      if (LETTERS.test(trimmed) && !allow.has(trimmed)) {
        context.report({ node, messageId: 'words', data: { text: trimmed.slice(0, 40) } });
      }
    };
    return {
      JSXText(node) {
        check(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!ATTRIBUTES.has(name) || !node.value) return;
        const value =
          node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value.type === 'Literal' && typeof value.value === 'string') check(value, value.value);
        if (value.type === 'TemplateLiteral') {
          for (const quasi of value.quasis) check(quasi, quasi.value.cooked ?? '');
        }
      },
    };
  },
};
