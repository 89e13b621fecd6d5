// jsdom lacks TextEncoder, which react-router needs when it loads: import this first in tests that
// render screens with a router (before anything that imports react-router).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
