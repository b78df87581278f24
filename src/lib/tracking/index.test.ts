import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerProvider, sendTo, setEventContext, track, unregisterProvider, type TrackingProvider } from './index';

const registered: string[] = [];
function provider(name: string, send: TrackingProvider['send']): TrackingProvider {
  registered.push(name);
  return { name, send };
}

afterEach(() => {
  for (const name of registered.splice(0)) unregisterProvider(name);
});

describe('track', () => {
  it('hands every event to every provider, once each even if registered twice', () => {
    const send = vi.fn();
    registerProvider(provider('a', send));
    registerProvider(provider('a', send));
    track({ kind: 'scroll_depth', depth: 50 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('swallows a provider that throws and still reaches the others (SPEC §8)', () => {
    const after = vi.fn();
    registerProvider(
      provider('broken', () => {
        throw new Error('vendor script changed its API');
      }),
    );
    registerProvider(provider('after', after));
    expect(() => track({ kind: 'external_link', url: 'https://example.com' })).not.toThrow();
    expect(after).toHaveBeenCalledOnce();
    expect(() =>
      sendTo(
        provider('broken-alone', () => {
          throw new TypeError('x is not a function');
        }),
        { kind: 'scroll_depth', depth: 25 },
      ),
    ).not.toThrow();
  });

  it('stops sending to a provider once unregistered', () => {
    const send = vi.fn();
    registerProvider(provider('gone', send));
    unregisterProvider('gone');
    track({ kind: 'scroll_depth', depth: 25 });
    expect(send).not.toHaveBeenCalled();
  });

  it('passes the event context along with every later event', () => {
    const send = vi.fn();
    registerProvider(provider('ctx', send));
    setEventContext({ cta_variant: 'Reserve Spot Free' });
    track({ kind: 'scroll_depth', depth: 25 });
    expect(send).toHaveBeenCalledWith({ kind: 'scroll_depth', depth: 25 }, { cta_variant: 'Reserve Spot Free' });
  });
});
