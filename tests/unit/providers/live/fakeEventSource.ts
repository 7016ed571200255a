/** An EventSource the tests drive: every instance is kept (`all`), and frames and failures are sent by hand. */
export class FakeSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeSource[] = [];
  readyState = FakeSource.OPEN;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly url: URL;
  constructor(url: string) {
    this.url = new URL(url, 'http://localhost');
    FakeSource.all.push(this);
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  emit(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  /** `closed`: the browser gave up (an error answer); else it is retrying. */
  fail(closed = true) {
    this.readyState = closed ? FakeSource.CLOSED : FakeSource.CONNECTING;
    this.onerror?.();
  }
}

/** The sources not closed. */
export const openSources = () => FakeSource.all.filter((source) => source.readyState !== FakeSource.CLOSED);
