/**
 * The node streams the main thread reads and their one store: a stream is opened once per distinct
 * query however many follow it and closed with its last follower; every stream writes the same store,
 * which tells each node's readers only of their node; a node's stream closes on an error and keeps its
 * last values.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followNode, followNodePage, nodeStore, resetLiveNodes } from '../../../../src/providers/live';
import { signIn } from '../support';
import { FakeSource, openSources } from './fakeEventSource';


const open = openSources;
const PAGE = { page: 1, limit: 10 };

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeSource);
  FakeSource.all = [];
  signIn('tok-a');
});

afterEach(() => {
  resetLiveNodes();
  vi.unstubAllGlobals();
});

describe('node streams', () => {
  it('open one connection per distinct query, closed when its last follower leaves', () => {
    const first = followNodePage(PAGE, [1, 2], 'rows', () => undefined);
    const second = followNodePage(PAGE, [1, 2], 'rows', () => undefined);
    const other = followNodePage({ page: 2, limit: 10 }, [11], 'rows-2', () => undefined);
    expect(open().map((source) => source.url.search)).toEqual(['?page=1&limit=10&token=tok-a', '?page=2&limit=10&token=tok-a']);
    first();
    expect(open()).toHaveLength(2);
    second();
    other();
    expect(open()).toEqual([]);
  });

  it('write one store: each reader hears only of its node, and a list page forgets its nodes when left', () => {
    const heard: number[] = [];
    nodeStore.subscribe(1, () => heard.push(1));
    nodeStore.subscribe(2, () => heard.push(2));
    const leave = followNodePage(PAGE, [1, 2], 'rows', () => undefined);
    open()[0].emit([
      { id: 1, status: 'online', transferRx: 10 },
      { id: 2, status: 'idle', transferRx: 0 },
    ]);
    open()[0].emit([
      { id: 1, status: 'online', transferRx: 20 },
      { id: 2, status: 'idle', transferRx: 0 },
    ]);
    expect(heard).toEqual([1, 2, 1]);
    expect(nodeStore.get(1)).toEqual({ status: 'online', transferRx: 20 });
    leave();
    expect(nodeStore.get(1)).toBeUndefined();
  });

  it("close a node's stream on an error for good, telling its follower, and keep its last values", () => {
    const closed = vi.fn();
    const leave = followNode(7, closed);
    const source = open()[0];
    expect(source.url.search).toBe('?id=7&token=tok-a');
    source.emit({ id: 7, status: 'online', transferTx: 5 });
    source.fail();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(open()).toEqual([]);
    expect(nodeStore.get(7)).toEqual({ status: 'online', transferTx: 5 });
    leave();
  });
});
