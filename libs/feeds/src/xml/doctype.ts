/**
 * The DOCTYPE declaration, read without ever reading or applying a DTD. Its internal subset (`[ … ]`) may
 * declare elements, attribute lists, notations and internal entities that the document never uses
 * (generators such as crossbase write them for their UDX fields): those are skipped unread. What could
 * make a parser that does apply DTDs fetch or expand something is refused as an entity problem: an
 * external entity (SYSTEM/PUBLIC) and a parameter-entity reference (`%name;`). A reference to any entity
 * in the document itself is refused by the scanner, declared or not, so nothing is ever expanded.
 */

/** What is wrong with a DOCTYPE: `offset` is relative to the DOCTYPE body (after `<!DOCTYPE`). */
export type DoctypeProblem =
  { kind: 'entity'; entity: string; offset: number } | { kind: 'malformed'; reason: string; offset: number };

const SPACE = /\s/;
const DECLARATIONS = ['<!ELEMENT', '<!ATTLIST', '<!NOTATION'];
const ENTITY_NAME = /\s+(%\s+)?([^\s%;>"']+)\s+/y;
const EXTERNAL_ID = /(SYSTEM|PUBLIC)\s/y;
const PARAMETER_REFERENCE = /%([^\s%;<>"']{1,64});/y;

/**
 * The offset just after the DOCTYPE declaration at `lt` (its `<`), or -1 when it continues in the next
 * chunk. Quoted literals, comments and processing instructions in the internal subset may hold `]` and `>`.
 */
export function doctypeEnd(buf: string, lt: number): number {
  let inSubset = false;
  for (let i = lt + 9; i < buf.length;) {
    const c = buf.charCodeAt(i);
    if (c === 34 /* " */ || c === 39 /* ' */) {
      i = after(buf, buf.indexOf(c === 34 ? '"' : "'", i + 1), 1);
    } else if (inSubset && buf.startsWith('<!--', i)) {
      i = after(buf, buf.indexOf('-->', i + 4), 3);
    } else if (inSubset && buf.startsWith('<?', i)) {
      i = after(buf, buf.indexOf('?>', i + 2), 2);
    } else {
      if (c === 91 /* [ */ && !inSubset) inSubset = true;
      else if (c === 93 /* ] */ && inSubset) inSubset = false;
      else if (c === 62 /* > */ && !inSubset) return i + 1;
      i++;
    }
    if (i === -1) return -1;
  }
  return -1;
}

/** The offset after a closing mark found at `at` (`length` long), or -1 when it was not found. */
const after = (buf: string, at: number, length: number): number => (at === -1 ? -1 : at + length);

/** Checks the body of a complete DOCTYPE (what follows `<!DOCTYPE` up to its final `>`). */
export function checkDoctype(body: string): DoctypeProblem | null {
  const open = subsetStart(body);
  if (open === -1) return null;
  let i = open + 1;
  while (i < body.length) {
    const c = body.charCodeAt(i);
    if (SPACE.test(body[i])) i++;
    else if (c === 93 /* ] */) return null;
    else if (body.startsWith('<!--', i)) i = after(body, body.indexOf('-->', i + 4), 3);
    else if (body.startsWith('<?', i)) i = after(body, body.indexOf('?>', i + 2), 2);
    else if (c === 37 /* % */) return parameterReference(body, i);
    else if (body.startsWith('<!ENTITY', i)) {
      const problem = entityDeclaration(body, i);
      if (problem) return problem;
      i = declarationEnd(body, i);
    } else if (DECLARATIONS.some((d) => body.startsWith(d, i))) i = declarationEnd(body, i);
    else return { kind: 'malformed', reason: 'unexpected text in the DOCTYPE internal subset', offset: i };
    // doctypeEnd found the whole declaration, so every mark above is there; guards a broken one anyway.
    if (i < 0) return { kind: 'malformed', reason: 'an unfinished DOCTYPE declaration', offset: open };
  }
  return { kind: 'malformed', reason: 'the DOCTYPE internal subset is not closed', offset: open };
}

/** Where the internal subset opens (`[` outside the quoted SYSTEM/PUBLIC literals), or -1. */
function subsetStart(body: string): number {
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === 91) return i;
    if (c === 34 || c === 39) {
      i = body.indexOf(c === 34 ? '"' : "'", i + 1);
      if (i === -1) return -1;
    }
  }
  return -1;
}

/** `%name;` between declarations: a parser applying the DTD would include it (an external DTD, XXE). */
function parameterReference(body: string, at: number): DoctypeProblem {
  PARAMETER_REFERENCE.lastIndex = at;
  const match = PARAMETER_REFERENCE.exec(body);
  if (!match) return { kind: 'malformed', reason: 'a "%" outside a declaration', offset: at };
  return { kind: 'entity', entity: match[0], offset: at };
}

/** An external entity is refused even unused: nothing a product feed needs, and it is what XXE is made of. */
function entityDeclaration(body: string, at: number): DoctypeProblem | null {
  ENTITY_NAME.lastIndex = at + 8;
  const name = ENTITY_NAME.exec(body);
  if (!name) return { kind: 'malformed', reason: 'an entity declaration without a name', offset: at };
  EXTERNAL_ID.lastIndex = ENTITY_NAME.lastIndex;
  const external = EXTERNAL_ID.exec(body);
  if (!external) return null;
  const entity = `<!ENTITY ${name[1] ? '% ' : ''}${name[2]} ${external[1]} …>`;
  return { kind: 'entity', entity, offset: at };
}

/** The offset after the `>` that ends the declaration at `at` (quoted literals skipped), or -1. */
function declarationEnd(body: string, at: number): number {
  for (let i = at + 2; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === 62) return i + 1;
    if (c === 34 || c === 39) {
      i = body.indexOf(c === 34 ? '"' : "'", i + 1);
      if (i === -1) return -1;
    }
  }
  return -1;
}
