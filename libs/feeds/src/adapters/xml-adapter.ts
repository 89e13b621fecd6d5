import { FeedError, type FeedPosition } from '../errors';
import type { FeedLimits } from '../limits';
import { XmlParamsSchema, type XmlParams } from '../params';
import { nodeText, type XmlNode } from '../xml/node';
import { compileXmlPath, selectNodes, selectValues, type XmlPath } from '../xml/path';
import { XmlItemReader, type XmlItemMatcher } from '../xml/reader';
import { asList, takeAll, type AdapterContext, type AdapterEvent, type FeedAdapter } from './adapter';
import { compileTreeMapping, extractTreeItem, type TreeAccess } from './tree-mapping';

/** Tree access over XML item trees, with the feed's namespace prefixes. */
export function xmlAccess(namespaces: Record<string, string>): TreeAccess<XmlNode, XmlPath> {
  return {
    compile: (path) => compileXmlPath(path, namespaces),
    nodes: selectNodes,
    values: selectValues,
    children: (node) =>
      node.children.map((c) => ({ name: c.local, text: nodeText(c), unit: c.attrs.unit ?? null })),
  };
}

/**
 * Item matchers for item path texts: `/a/b` is anchored at the root, `a/b` matches at any depth. With
 * `onTooLarge`, an item over the element limit is skipped instead of ending the feed.
 */
export function itemMatchers(
  paths: string[],
  namespaces: Record<string, string>,
  onItem: XmlItemMatcher['onItem'],
  onTooLarge?: XmlItemMatcher['onTooLarge'],
): XmlItemMatcher[] {
  return paths.map((p) => ({
    path: compileXmlPath(p, namespaces),
    absolute: p.trim().startsWith('/'),
    onItem,
    ...(onTooLarge ? { onTooLarge } : {}),
  }));
}

/** The read's limits with the feed's own element limit per product (`maxItemElements`), when it sets one. */
export function itemLimits(limits: FeedLimits, params: { maxItemElements?: number | null }): FeedLimits {
  const max = params.maxItemElements;
  return max == null ? limits : { ...limits, maxItemNodes: max };
}

/** The warning of a product skipped for its size: named by its code when the part read holds one. */
export function tooLargeWarning(code: string | null, position: FeedPosition, limit: number): AdapterEvent {
  const params: Record<string, string | number> = { limit };
  if (code !== null) params.code = code.slice(0, 50);
  return {
    kind: 'warning',
    warning: {
      key: code === null ? 'feed_product_too_large_no_code' : 'feed_product_too_large',
      params,
      position,
    },
  };
}

/** Runs decoded text through an XML reader, yielding what the matchers queued, one batch per chunk. */
export async function* readXmlItems<T>(
  text: AsyncIterable<string>,
  reader: XmlItemReader,
  queue: T[],
  context: AdapterContext,
): AsyncGenerator<T[]> {
  for await (const chunk of text) {
    if (context.signal?.aborted) throw new FeedError('feed_aborted');
    reader.write(chunk);
    if (queue.length) yield takeAll(queue);
  }
  reader.end();
  if (queue.length) yield takeAll(queue);
}

/** The first non-blank value of the code alternatives in (part of) an item. */
function firstCode(paths: XmlPath[], node: XmlNode): string | null {
  for (const path of paths) {
    const value = selectValues(path, node).find((v) => v.trim() !== '');
    if (value !== undefined) return value.trim();
  }
  return null;
}

/** The generic XML adapter: items and fields by the mapping in params. */
export const xmlAdapter: FeedAdapter<XmlParams> = {
  name: 'xml',
  schema: XmlParamsSchema,
  async *read(text, params, context): AsyncGenerator<AdapterEvent[]> {
    const access = xmlAccess(params.namespaces);
    const mapping = compileTreeMapping(access, params);
    const queue: AdapterEvent[] = [];
    const paths = asList(params.itemPath);
    const codePaths = mapping.fields.find(([field]) => field === 'code')?.[1] ?? [];
    const reader = new XmlItemReader(
      itemMatchers(
        paths,
        params.namespaces,
        (node, position) =>
          queue.push({ kind: 'item', item: extractTreeItem(access, mapping, node, position) }),
        (partial, position, limit) =>
          queue.push(tooLargeWarning(firstCode(codePaths, partial), position, limit)),
      ),
      itemLimits(context.limits, params),
    );
    yield* readXmlItems(text, reader, queue, context);
    if (reader.itemCount === 0) throw new FeedError('feed_no_items', { itemPath: paths.join(', ') });
  },
};
