import { Fragment, type ReactNode } from 'react';

/**
 * A sentence with parts that are not words alone (a link, a bold name, a button) in it, so that
 * translators keep the whole sentence and move the parts where their language wants them:
 *
 *   const link = '{link}';
 *   rich(t`Read our ${link} first.`, { link: <a href="/privacy">{t`Privacy Policy`}</a> })
 *
 * The macro keeps `{link}` as a placeholder of the message and fills it with the text `{link}`,
 * which `rich` then replaces by the part. A placeholder without a part stays as written.
 */
export function rich(text: string, parts: Record<string, ReactNode>): ReactNode {
  const pieces = text.split(/\{(\w+)\}/);
  return pieces.map((piece, i) =>
    i % 2 === 0 ? (
      piece
    ) : (
      <Fragment key={i}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment>
    ),
  );
}
