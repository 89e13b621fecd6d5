/** An element of one feed item, as the XML reader builds it (only inside items, so memory stays bounded). */
export interface XmlNode {
  /** Qualified name as written (`g:price`). */
  name: string;
  /** Local name (`price`). */
  local: string;
  /** Namespace URI, '' for none. */
  uri: string;
  /** Attributes by qualified name. */
  attrs: Record<string, string>;
  children: XmlNode[];
  /** Own text and CDATA, in document order. */
  text: string;
  parent: XmlNode | null;
}

const NON_SPACE = /\S/;

/** The value of an element: its own text, else the text of its descendants joined by spaces. */
export function nodeText(node: XmlNode): string {
  if (node.children.length === 0 || NON_SPACE.test(node.text)) return node.text;
  const parts: string[] = [];
  const stack = [...node.children].reverse();
  while (stack.length) {
    const next = stack.pop() as XmlNode;
    if (next.text.trim() !== '') parts.push(next.text.trim());
    for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i]);
  }
  return parts.join(' ');
}
