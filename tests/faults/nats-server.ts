import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The NATS server binary (Debian's package), or NATS_SERVER_BIN. */
const BIN = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

/**
 * A NATS server with JetStream of the fault suite's own, on its own port and storage folder, so the
 * suite can restart it without touching the machine's NATS (other runs share that one).
 */
export interface OwnNats {
  url: string;
  /** Stops the server (SIGKILL: an outage, not a clean shutdown) and starts it again on the same port and storage; ms until it accepts connections. */
  restart(): Promise<number>;
  close(): Promise<void>;
}

/** Resolves once the port accepts a TCP connection. */
async function portOpen(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`NATS did not open port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startOwnNats(port: number): Promise<OwnNats> {
  const storage = mkdtempSync(join(tmpdir(), 'feedhub-faults-nats-'));
  let child: ChildProcess;
  const start = async () => {
    child = spawn(BIN, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storage], { stdio: 'ignore' });
    await portOpen(port);
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    async restart() {
      const began = Date.now();
      await stop();
      await start();
      return Date.now() - began;
    },
    async close() {
      await stop();
      rmSync(storage, { recursive: true, force: true });
    },
  };
}
