import { describe, expect, it } from 'vitest';
import { ok, type ApiClient } from '../../../core/domain/api';
import { recordingApi, replayingApi } from '../../../core/adapters/prerender/recorded-answers';

/** A client that answers every call with its name and arguments, and counts what reached it. */
function echoClient() {
  const reached: string[] = [];
  const api = new Proxy({} as ApiClient, {
    get:
      (_, call: string) =>
      (...args: unknown[]) => {
        reached.push(call);
        return new Promise((resolve) => setTimeout(() => resolve(ok({ call, args })), 5));
      },
  });
  return { api, reached };
}

describe('recorded answers', () => {
  it('given a page built from two calls, when the browser asks the same, then nothing reaches the server', async () => {
    const server = echoClient();
    const recording = recordingApi(server.api);
    await recording.api.menu();
    await recording.api.features(7);
    await recording.settled();

    const browser = echoClient();
    const replay = replayingApi(browser.api, JSON.parse(JSON.stringify(recording.answers())) as never);
    const caughtUp = replay.caughtUp(1000);
    expect(await replay.api.menu()).toEqual(ok({ call: 'menu', args: [] }));
    expect(await replay.api.features(7)).toEqual(ok({ call: 'features', args: [7] }));
    expect(await caughtUp).toBe(true);
    expect(browser.reached).toEqual([]);
  });

  it('given a visitor who asks for something else (a saved profile), then the page is not hydrated and the call goes out', async () => {
    const recording = recordingApi(echoClient().api);
    await recording.api.features(7);
    const browser = echoClient();
    const replay = replayingApi(browser.api, recording.answers());
    const caughtUp = replay.caughtUp(1000);
    await replay.api.features(8);
    expect(await caughtUp).toBe(false);
    expect(browser.reached).toEqual(['features']);
  });

  it('given a recorded answer already given, when asked again, then it goes to the server (a retry is a new question)', async () => {
    const recording = recordingApi(echoClient().api);
    await recording.api.menu();
    const browser = echoClient();
    const replay = replayingApi(browser.api, recording.answers());
    await replay.api.menu();
    await replay.api.menu();
    expect(browser.reached).toEqual(['menu']);
  });

  it('given machines that never ask for a recorded answer, then waiting gives up after its patience', async () => {
    const recording = recordingApi(echoClient().api);
    await recording.api.menu();
    const replay = replayingApi(echoClient().api, recording.answers());
    expect(await replay.caughtUp(30)).toBe(false);
  });

  it('settles only when a call started by an answer has finished too', async () => {
    const recording = recordingApi(echoClient().api);
    void recording.api.menu().then(() => recording.api.features(1));
    await recording.settled();
    expect(Object.keys(recording.answers())).toEqual(['menu []', 'features [1]']);
  });

  it('given a page that sends something while it opens (a purchase registers its session), then the send is neither recorded nor replayed, and the page still catches up', async () => {
    const recording = recordingApi(echoClient().api);
    await recording.api.productByCode('POL-1');
    await recording.api.updatePlanStatus({ session: 'built', productCode: 'POL-1' } as never);
    await recording.settled();
    expect(Object.keys(recording.answers())).toEqual(['productByCode ["POL-1"]']);

    const browser = echoClient();
    const replay = replayingApi(browser.api, recording.answers());
    const caughtUp = replay.caughtUp(1000);
    await replay.api.productByCode('POL-1');
    await replay.api.updatePlanStatus({ session: 'this visit', productCode: 'POL-1' } as never);
    expect(await caughtUp).toBe(true);
    expect(browser.reached).toEqual(['updatePlanStatus']);
  });

  it('given answers prefetched for later (the first cards), then each is given once when asked, the page catches up without them, and asking is no miss', async () => {
    const recording = recordingApi(echoClient().api);
    await recording.api.menu();
    const browser = echoClient();
    const replay = replayingApi(browser.api, recording.answers(), {
      'features [7]': ok({ call: 'features', args: [7] }),
    });
    const caughtUp = replay.caughtUp(1000);
    await replay.api.menu();
    expect(await caughtUp).toBe(true);
    expect(await replay.api.features(7)).toEqual(ok({ call: 'features', args: [7] }));
    expect(browser.reached).toEqual([]);
    await replay.api.features(7);
    expect(browser.reached).toEqual(['features']);
  });
});
