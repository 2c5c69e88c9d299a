import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, resolveHostOptions } from './host-options.ts';

describe('resolveHostOptions', () => {
  it.each([
    [[], {}, { port: DEFAULT_PORT, lan: false }],
    [['--port', '0'], {}, { port: 0, lan: false }],
    [['--port=8080'], {}, { port: 8080, lan: false }],
    [[], { TACHANKA_PORT: '9000' }, { port: 9000, lan: false }],
    [['--port', '7000'], { TACHANKA_PORT: '9000' }, { port: 7000, lan: false }],
    [['--lan'], {}, { port: DEFAULT_PORT, lan: true }],
    [['--port', '0', '--lan'], {}, { port: 0, lan: true }],
  ])('%j with %j → %j', (argv, env, expected) => {
    expect(resolveHostOptions(argv, env)).toEqual(expected);
  });

  it.each([
    [['--port'], {}],
    [['--port', '70000'], {}],
    [['--port', '-1'], {}],
    [['--port', '12ab'], {}],
    [['--host', '0.0.0.0'], {}],
    [['--lan=yes'], {}],
    [[], { TACHANKA_PORT: 'eighty' }],
  ])('refuses %j with %j', (argv, env) => {
    expect(resolveHostOptions(argv, env)).toHaveProperty('error');
  });
});
