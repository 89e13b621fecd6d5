import { z } from 'zod';
import { DEFAULT_NATS_PREFIX } from './bus';
import { BUS_CONTRACTS, WORK_QUEUE_CONTRACT, type BusParty, type DocumentedSubject } from './bus-contracts';
import { QUEUES } from './constants';

/** A JSON object of the document (AsyncAPI is plain JSON; no typed model is worth its weight here). */
type Json = Record<string, unknown>;

/** Where the gateway serves the document (beside the OpenAPI one at `/api/docs`). */
export const EVENT_DOCS_PATH = '/api/docs/events';

const ref = (pointer: string) => ({ $ref: pointer });
const parties = (list: readonly BusParty[]) => (list.length ? list.join(', ') : 'nobody yet');

/**
 * A message's payload as JSON Schema (draft-07, the base of AsyncAPI's schema format), from its zod
 * schema: the input side, since that is what travels (defaults are not filled in on the wire). What
 * JSON Schema cannot say (a transform) is left open rather than refused.
 */
export function payloadJsonSchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'input',
    unrepresentable: 'any',
  }) as Json;
  return rest;
}

const message = (name: string, title: string, summary: string, schema: z.ZodType): Json => ({
  name,
  title,
  summary,
  contentType: 'application/json',
  payload: payloadJsonSchema(schema),
});

/** The reply of a NATS request goes to the inbox the request names: no fixed address. */
const REPLY_ADDRESS = {
  location: '$message.header#/replyTo',
  description: "The requester's NATS inbox (the request's reply-to subject).",
};

function describeSubject(c: DocumentedSubject, doc: { channels: Json; operations: Json; messages: Json }) {
  const channel = `#/channels/${c.name}`;
  if (c.kind === 'event') {
    doc.messages[c.name] = message(c.name, c.subject, c.description, c.payload);
    doc.channels[c.name] = {
      address: c.subject,
      title: c.name,
      description: c.description,
      messages: { [c.name]: ref(`#/components/messages/${c.name}`) },
    };
    const messages = [ref(`${channel}/messages/${c.name}`)];
    doc.operations[`${c.name}.send`] = {
      action: 'send',
      channel: ref(channel),
      summary: `Published by ${parties(c.from)}`,
      messages,
      'x-feedhub-parties': c.from,
    };
    doc.operations[`${c.name}.receive`] = {
      action: 'receive',
      channel: ref(channel),
      summary: `Subscribed by ${parties(c.to)}`,
      messages,
      'x-feedhub-parties': c.to,
    };
    return;
  }
  const [request, reply] = [`${c.name}Request`, `${c.name}Reply`];
  doc.messages[request] = message(request, `${c.subject} (request)`, c.description, c.payload);
  doc.messages[reply] = message(reply, `${c.subject} (reply)`, `The answer to ${c.subject}`, c.reply);
  doc.channels[c.name] = {
    address: c.subject,
    title: c.name,
    description: c.gather
      ? `${c.description}. Scatter-gather: every instance answers, the requester gathers the replies for a while.`
      : c.description,
    messages: { request: ref(`#/components/messages/${request}`) },
  };
  doc.channels[reply] = {
    address: null,
    title: `${c.name} reply`,
    description: `Replies to ${c.subject}, on the requester's inbox.`,
    messages: { reply: ref(`#/components/messages/${reply}`) },
  };
  const answer = {
    address: REPLY_ADDRESS,
    channel: ref(`#/channels/${reply}`),
    messages: [ref(`#/channels/${reply}/messages/reply`)],
  };
  const messages = [ref(`${channel}/messages/request`)];
  doc.operations[`${c.name}.send`] = {
    action: 'send',
    channel: ref(channel),
    summary: `Requested by ${parties(c.from)}`,
    messages,
    reply: answer,
    'x-feedhub-parties': c.from,
    ...(c.gather ? { 'x-feedhub-gather': true } : {}),
  };
  doc.operations[`${c.name}.receive`] = {
    action: 'receive',
    channel: ref(channel),
    summary: `Answered by ${parties(c.to)}`,
    messages,
    reply: answer,
    'x-feedhub-parties': c.to,
  };
}

function describeWorkQueue(doc: { channels: Json; operations: Json; messages: Json }) {
  const w = WORK_QUEUE_CONTRACT;
  doc.messages.workItem = message('workItem', 'jobs.run.{queue}', w.description, w.payload);
  doc.channels.workQueue = {
    address: 'jobs.run.{queue}',
    title: 'workQueue',
    description: `JetStream work-queue stream, one durable consumer per priority. ${w.description}.`,
    parameters: { queue: { enum: [...QUEUES], description: 'Priority: high before medium before low.' } },
    messages: { workItem: ref('#/components/messages/workItem') },
  };
  const messages = [ref('#/channels/workQueue/messages/workItem')];
  doc.operations['workQueue.send'] = {
    action: 'send',
    channel: ref('#/channels/workQueue'),
    summary: `Enqueued by ${parties(w.from)}`,
    messages,
    'x-feedhub-parties': w.from,
  };
  doc.operations['workQueue.receive'] = {
    action: 'receive',
    channel: ref('#/channels/workQueue'),
    summary: `Pulled by ${parties(w.to)}`,
    messages,
    'x-feedhub-parties': w.to,
  };
}

/**
 * The AsyncAPI 3.0.0 document of every bus subject, built from BUS_CONTRACTS (one source: what the
 * tests' contract check enforces is what this says). Addresses are written without NATS_PREFIX.
 */
export function busAsyncApiDocument(): Json {
  const doc = { channels: {} as Json, operations: {} as Json, messages: {} as Json };
  for (const contract of BUS_CONTRACTS) describeSubject(contract, doc);
  describeWorkQueue(doc);
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Feedhub bus',
      version: '1',
      description: [
        'Messages between the Feedhub services (identity, catalog, jobs) and the gateway.',
        `On NATS every address below is prefixed with NATS_PREFIX and a dot (default \`${DEFAULT_NATS_PREFIX}\`,`,
        `e.g. \`${DEFAULT_NATS_PREFIX}.${BUS_CONTRACTS[0].subject}\`); the in-process bus of embedded mode uses them as written.`,
        'Payloads are JSON. Events go to every subscriber (one member per queue group); a request gets one',
        'reply, from one member of the answering queue group, except scatter-gather ones (x-feedhub-gather),',
        'which every instance answers. x-feedhub-parties names who sends or takes each message.',
      ].join(' '),
      'x-feedhub-subject-prefix': { variable: 'NATS_PREFIX', default: DEFAULT_NATS_PREFIX },
    },
    defaultContentType: 'application/json',
    servers: {
      nats: {
        host: '{natsHost}',
        protocol: 'nats',
        description: `Cluster mode: the NATS server of NATS_URL (JetStream on); subjects start with \`<NATS_PREFIX>.\`.`,
        variables: { natsHost: { description: 'host:port of NATS_URL' } },
      },
    },
    channels: doc.channels,
    operations: doc.operations,
    components: { messages: doc.messages },
  };
}
