/**
 * The processes the WebKit harness starts (Xvfb, WebKitWebDriver and the MiniBrowsers it starts):
 * each in its own process group, ended with its children when the harness closes them, and killed
 * when this process exits for any reason, so that no browser or display outlives a failed run.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

let hooked = false;
function hookExit(): void {
  if (hooked) return;
  hooked = true;
  process.once('exit', () => {
    for (const child of running) killGroup(child, 'SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      for (const child of running) killGroup(child, 'SIGKILL');
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    });
  }
}

/** Starts `command` in a process group of its own. */
export function start(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  hookExit();
  const child = spawn(command, args, { stdio: 'ignore', ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Ends the process and its group (SIGTERM, then SIGKILL after a second), and waits for it. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 1000);
  await exited;
  clearTimeout(timer);
}

/** A port free on 127.0.0.1 right now, for a program that must be told its port. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}
