// XmlItemReader and an item over the element limit: skipped through the matcher's onTooLarge (what was
// read of it is handed over, then dropped) or, without one, the end of the feed.
import { isFeedError } from '../errors';
import { DEFAULT_FEED_LIMITS } from '../limits';
import { compileXmlPath } from './path';
import type { XmlNode } from './node';
import { XmlItemReader } from './reader';

/** Elements in a tree, the root included. */
const countNodes = (node: XmlNode): number => 1 + node.children.reduce((n, c) => n + countNodes(c), 0);

function readerFor(maxItemNodes: number, skip: boolean) {
  const items: string[] = [];
  const skipped: { id: string | undefined; nodes: number; line: number | undefined; partial: XmlNode }[] = [];
  const reader = new XmlItemReader(
    [
      {
        path: compileXmlPath('item'),
        absolute: false,
        onItem: (node) => items.push(node.attrs.id),
        ...(skip
          ? {
              onTooLarge: (partial: XmlNode, position: { line?: number }) =>
                skipped.push({
                  id: partial.attrs.id,
                  nodes: countNodes(partial),
                  line: position.line,
                  partial,
                }),
            }
          : {}),
      },
    ],
    { ...DEFAULT_FEED_LIMITS, maxItemNodes },
  );
  return { reader, items, skipped };
}

const big = (id: string, children: number) =>
  `<item id="${id}"><a><b>${'<c>text</c>'.repeat(children)}</b></a><item id="nested"/></item>`;

describe('XmlItemReader: an item over maxItemNodes', () => {
  test('with onTooLarge: handed over as read so far (the limit reached), then the next item is read', () => {
    const { reader, items, skipped } = readerFor(10, true);
    reader.write(`<feed>\n<item id="1"/>\n${big('2', 50)}\n<item id="3"><a/></item></feed>`);
    reader.end();
    expect(items).toEqual(['1', '3']);
    expect(skipped.map(({ id, nodes, line }) => ({ id, nodes, line }))).toEqual([
      { id: '2', nodes: 10, line: 3 },
    ]);
  });

  test('what was read of a skipped item is dropped, and nothing after the limit is kept', () => {
    const { reader, skipped } = readerFor(10, true);
    // In small chunks: the item is still open (and being read past) after the callback.
    for (const chunk of big('2', 200).match(/[\s\S]{1,7}/g) ?? []) reader.write(chunk);
    reader.end();
    expect(skipped).toHaveLength(1);
    expect(skipped[0].nodes).toBe(10);
    // The tree handed over is emptied once the callback returns: nothing of it stays referenced.
    expect(countNodes(skipped[0].partial)).toBe(1);
  });

  test('an item path inside a skipped item does not start an item', () => {
    const { reader, items } = readerFor(5, true);
    reader.write(big('2', 20));
    reader.end();
    expect(items).toEqual([]);
  });

  test('without onTooLarge: feed_item_too_large at the item', () => {
    const { reader } = readerFor(10, false);
    let error: unknown;
    try {
      reader.write(`<feed>\n${big('2', 50)}</feed>`);
    } catch (caught) {
      error = caught;
    }
    expect(isFeedError(error) && [error.key, error.params, error.position]).toEqual([
      'feed_item_too_large',
      { limit: 10 },
      { index: 1, line: 2 },
    ]);
  });
});
