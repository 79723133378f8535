/**
 * BroadcastChannel for jsdom tests, within one test file. Node's own delivers across the worker
 * threads Vitest runs the files in, so one file's demo tabs would hear another's (and reload their
 * data under a running test). Messages are copied and delivered later, as a browser does, to the
 * file's other channels of that name.
 */
export class FileBroadcastChannel extends EventTarget {
  static #open = new Map<string, Set<FileBroadcastChannel>>();
  readonly name: string;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(name: string) {
    super();
    this.name = name;
    const channels = FileBroadcastChannel.#open.get(name) ?? new Set();
    channels.add(this);
    FileBroadcastChannel.#open.set(name, channels);
  }

  postMessage(message: unknown) {
    for (const channel of FileBroadcastChannel.#open.get(this.name) ?? []) {
      if (channel === this) continue;
      const data = structuredClone(message);
      setTimeout(() => {
        const event = new MessageEvent('message', { data });
        channel.onmessage?.(event);
        channel.dispatchEvent(event);
      }, 0);
    }
  }

  close() {
    FileBroadcastChannel.#open.get(this.name)?.delete(this);
  }
}
