// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { BASE, readFrames, useDemoGateway } from './helpers';

const { db, login } = useDemoGateway();

interface NodeFrame {
  id: number;
  name: string;
  status?: string;
  transferRx?: number | null;
}

describe('GET /api/nodes/stream', () => {
  it('sends the page of nodes at once, then every second with fresh runtime fields', async () => {
    const token = await login();
    const started = Date.now();
    const { response, frames } = await readFrames(`${BASE}/nodes/stream?token=${token}&page=2&limit=10`, 2);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const [first, second] = frames.map((frame) => JSON.parse(frame.data) as NodeFrame[]);
    expect(first.map((node) => node.id)).toEqual(db.nodes.slice(10, 20).map((node) => node.id));
    expect(second.map((node) => node.id)).toEqual(first.map((node) => node.id));
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const online = first.findIndex((node) => node.status === 'online');
    expect(second[online].transferRx!).toBeGreaterThan(first[online].transferRx!);
  });

  it('is a snapshot: edits after opening are not reflected until the stream is reopened', async () => {
    const token = await login();
    const url = `${BASE}/nodes/stream?token=${token}&page=1&limit=3&type=nodes`;
    const { frames } = await readFrames(url, 2, () => db.update('nodes', 2, { name: 'renamed-after-open' }));
    // The second frame is built a second after the rename, from the rows read at opening.
    expect(frames[1].data).toContain('"homelab-nas"');
    expect(frames[1].data).not.toContain('renamed-after-open');

    const reopened = await readFrames(url, 1);
    expect(reopened.frames[0].data).toContain('renamed-after-open');
  });

  it('without limit sends the whole fleet and reads it again on every tick, type ignored (as the reference)', async () => {
    const token = await login();
    const url = `${BASE}/nodes/stream?token=${token}&type=gateways`;
    const { frames } = await readFrames(url, 2, () => db.update('nodes', 2, { name: 'renamed-after-open' }));
    const [first, second] = frames.map((frame) => JSON.parse(frame.data) as NodeFrame[]);
    expect(first.map((node) => node.id)).toEqual(db.nodes.map((node) => node.id));
    expect(second.find((node) => node.id === 2)!.name).toBe('renamed-after-open');
  });

  it('with id sends one node object per frame; an unknown id answers 404 before any frame', async () => {
    const token = await login();
    const { frames } = await readFrames(`${BASE}/nodes/stream?id=3&token=${token}`, 1);
    expect(JSON.parse(frames[0].data)).toMatchObject({ id: 3, name: 'office-gateway', isGateway: true, status: 'online' });
    const unknown = await fetch(`${BASE}/nodes/stream?id=999&token=${token}`);
    expect(unknown.status).toBe(404);
    // JSON, though labelled as the event stream it was to be (the reference's headers were set first).
    expect(unknown.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await unknown.json()).toEqual({ status: 'error', message: 'Node not found!' });
  });

  it("with the id of the local node or a disabled one sends the raw row, keys included, no runtime fields", async () => {
    const token = await login();
    for (const id of [1, 8]) {
      const frame = JSON.parse((await readFrames(`${BASE}/nodes/stream?id=${id}&token=${token}`, 1)).frames[0].data);
      expect(frame).toMatchObject({ id, privateKey: db.find('nodes', id)!.privateKey });
      expect(frame).not.toHaveProperty('status');
      expect(frame).not.toHaveProperty('firstHandshakeAt');
    }
  });

  it('stops its timer when the client goes away', async () => {
    const token = await login();
    const cleared = vi.spyOn(globalThis, 'clearInterval');
    try {
      await readFrames(`${BASE}/nodes/stream?id=2&token=${token}`, 1);
      await vi.waitFor(() => expect(cleared).toHaveBeenCalled());
    } finally {
      cleared.mockRestore();
    }
  });

  it('answers 401 JSON before any stream without a valid token', async () => {
    const response = await fetch(`${BASE}/nodes/stream?token=nope`, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 'error', message: 'Unknown error' });
  });
});

describe('GET /api/logs/stream', () => {
  it('starts with "Getting logs...", then the last 10 lines, nginx combined format, chunk-ending ""', async () => {
    const token = await login();
    const { frames } = await readFrames(`${BASE}/logs/stream?domain=app.example.com&token=${token}`, 2);
    expect(JSON.parse(frames[0].data)).toEqual(['Getting logs...']);
    const backlog = JSON.parse(frames[1].data) as string[];
    expect(backlog).toHaveLength(11);
    expect(backlog[10]).toBe('');
    const access = backlog.filter((line) => !/\[(ERROR|WARN|WARNING|INFO|DEBUG)\]/.test(line) && line !== '');
    for (const line of access) {
      expect(line).toMatch(/^\S+ - - \[\d{2}\/\w{3}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000\] "[A-Z]+ \/\S* HTTP\/1\.1" \d{3} \d+ "[^"]*" "[^"]*"$/);
    }
  });

  it('streams TCP services in the stream format at the configured rate', async () => {
    db.settings.logRate = 2000;
    const token = await login();
    const { frames } = await readFrames(`${BASE}/logs/stream?type=tcp&id=1&token=${token}`, 3);
    const live = JSON.parse(frames[2].data) as string[];
    // 2000 lines/s in 100 ms ticks: about 200 lines per message.
    expect(live.length).toBeGreaterThan(150);
    const streamLine = live.find((line) => / TCP \d{3} /.test(line));
    expect(streamLine).toMatch(/^\S+ \[[^\]]+\] TCP \d{3} \d+ \d+ [\d.]+ "10\.0\.0\.12:1883" "\d+" "\d+" "[\d.-]+"$/);
  });

  it('tails one file per source: a reconnect replays the same last 10 lines, plus what was written meanwhile', async () => {
    db.settings.logRate = 0;
    const token = await login();
    const url = `${BASE}/logs/stream?domain=grafana.example.com&token=${token}`;
    const backlog = async () => JSON.parse((await readFrames(url, 2)).frames[1].data) as string[];
    const first = await backlog();
    expect(await backlog()).toEqual(first);

    // An HTTP service's stream is its domain's access log (API-FACTS §12.18): the same file.
    const grafana = db.httpServices.find((service) => service.domain === 'grafana.example.com')!;
    const service = await readFrames(`${BASE}/logs/stream?type=http&id=${grafana.id}&token=${token}`, 2);
    expect(JSON.parse(service.frames[1].data)).toEqual(first);

    // Lines written while nobody reads land in the file; tail shows its new last ten.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      db.settings.logRate = 3;
      vi.advanceTimersByTime(1000);
      const after = await backlog();
      expect(after.slice(0, 7)).toEqual(first.slice(3, 10));
      expect(after.slice(7, 10).filter((line) => first.includes(line))).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes after its first frame for an unknown service, and reports a missing domain log as an error event', async () => {
    const token = await login();
    expect((await readFrames(`${BASE}/logs/stream?type=http&id=999&token=${token}`, 2)).frames).toEqual([{ data: '["Getting logs..."]' }]);
    const missing = await readFrames(`${BASE}/logs/stream?domain=unknown.example.com&token=${token}`, 2);
    expect(missing.frames[1]).toEqual({
      event: 'error',
      data: "tail: cannot open '/var/log/nginx/unknown.example.com/access.log' for reading: No such file or directory",
    });
  });
});
