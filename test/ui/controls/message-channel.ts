// antd's select and cascader schedule work through MessageChannel, which jest-fixed-jsdom lacks.
if (typeof globalThis.MessageChannel === 'undefined') {
  class Port {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    other?: Port;
    postMessage(data: unknown): void { setTimeout(() => this.other?.onmessage?.({ data }), 0); }
    close(): void { this.onmessage = null; }
    start(): void { /* nothing to start */ }
    addEventListener(): void { /* onmessage only */ }
    removeEventListener(): void { /* onmessage only */ }
  }
  class Channel {
    port1 = new Port();
    port2 = new Port();
    constructor() { this.port1.other = this.port2; this.port2.other = this.port1; }
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = Channel;
}
export {};
