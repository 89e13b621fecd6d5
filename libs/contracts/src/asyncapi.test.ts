import { busAsyncApiDocument } from './asyncapi';
import { SUBJECTS } from './bus';
import { BUS_CONTRACTS } from './bus-contracts';

type Node = Record<string, unknown>;
const doc = busAsyncApiDocument() as Node & {
  channels: Record<string, Node & { address: string | null; messages: Record<string, Node> }>;
  operations: Record<string, Node & { channel: { $ref: string }; messages: { $ref: string }[] }>;
  components: { messages: Record<string, Node & { payload: Node }> };
};

/** Follows a local JSON pointer (`#/a/b`) through the document; throws when it leads nowhere. */
function resolve(pointer: string): Node {
  if (!pointer.startsWith('#/')) throw new Error(`not a local pointer: ${pointer}`);
  return pointer
    .slice(2)
    .split('/')
    .reduce<Node>((node, key) => {
      const next = node[key];
      if (typeof next !== 'object' || next === null) throw new Error(`${pointer} does not resolve`);
      return next as Node;
    }, doc);
}

/** Every `$ref` under a node. */
function refsIn(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value] : refsIn(value),
  );
}

describe('the AsyncAPI document of the bus', () => {
  test('is AsyncAPI 3.0.0 and says how NATS_PREFIX changes the addresses', () => {
    expect(doc.asyncapi).toBe('3.0.0');
    expect((doc.info as Node).description).toMatch(/NATS_PREFIX.*feedhub\.identity\.session\.resolve/);
  });

  test('has a channel for every subject, and the work queue', () => {
    const addresses = Object.values(doc.channels).map((c) => c.address);
    expect(addresses.filter((a) => a !== null).sort()).toEqual(
      [...Object.values(SUBJECTS), 'jobs.run.{queue}'].sort(),
    );
  });

  test('every reference resolves, and operations only name their channel’s messages', () => {
    for (const ref of refsIn({ channels: doc.channels, operations: doc.operations }))
      expect(() => resolve(ref)).not.toThrow();
    for (const [id, op] of Object.entries(doc.operations)) {
      const channel = op.channel.$ref;
      for (const { $ref } of op.messages)
        expect([id, $ref.startsWith(`${channel}/messages/`)]).toEqual([id, true]);
      const reply = op.reply as { channel: { $ref: string }; messages: { $ref: string }[] } | undefined;
      for (const { $ref } of reply?.messages ?? [])
        expect([id, $ref.startsWith(`${reply!.channel.$ref}/messages/`)]).toEqual([id, true]);
    }
  });

  test('events have a send and a receive operation; requests add the reply object', () => {
    for (const contract of BUS_CONTRACTS) {
      const send = doc.operations[`${contract.name}.send`];
      const receive = doc.operations[`${contract.name}.receive`];
      expect([send.action, receive.action]).toEqual(['send', 'receive']);
      expect(resolve(send.channel.$ref).address).toBe(contract.subject);
      expect(send['x-feedhub-parties']).toEqual(contract.from);
      expect(receive['x-feedhub-parties']).toEqual(contract.to);
      if (contract.kind === 'event') expect(send.reply).toBeUndefined();
      else
        expect((send.reply as Node).address).toEqual(
          expect.objectContaining({ location: expect.stringMatching(/^\$message\./) }),
        );
    }
  });

  test('payloads are self-contained JSON Schemas converted from the zod schemas', () => {
    for (const [name, message] of Object.entries(doc.components.messages)) {
      expect([name, refsIn(message.payload)]).toEqual([name, []]);
      expect(message.payload.$schema).toBeUndefined();
    }
    const finish = doc.components.messages.jobFinishRequest.payload as Node & {
      properties: Node;
      required: string[];
    };
    expect(finish.type).toBe('object');
    expect(Object.keys(finish.properties)).toEqual(
      expect.arrayContaining(['jobId', 'workerId', 'outcome', 'lines']),
    );
    // The wire form: `lines` has a default, so a sender may leave it out.
    expect(finish.required).not.toContain('lines');
    expect(finish.properties.outcome).toMatchObject({ enum: ['done', 'error', 'stopped', 'retry', 'held'] });
  });
});
