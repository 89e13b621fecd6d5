// What jsdom lacks and screen tests need: TextEncoder, which react-router needs when it loads
// (@feedhub/api-client imports it), and scrollIntoView, which a select calls on its chosen option.
// Screen tests import this module before anything else.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
Element.prototype.scrollIntoView ??= () => undefined;
