import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, resolvePort } from './host-options.ts';

describe('resolvePort', () => {
  it.each([
    [[], {}, { port: DEFAULT_PORT }],
    [['--port', '0'], {}, { port: 0 }],
    [['--port=8080'], {}, { port: 8080 }],
    [[], { TACHANKA_PORT: '9000' }, { port: 9000 }],
    [['--port', '7000'], { TACHANKA_PORT: '9000' }, { port: 7000 }],
  ])('%j with %j → %j', (argv, env, expected) => {
    expect(resolvePort(argv, env)).toEqual(expected);
  });

  it.each([
    [['--port'], {}],
    [['--port', '70000'], {}],
    [['--port', '-1'], {}],
    [['--port', '12ab'], {}],
    [['--host', '0.0.0.0'], {}],
    [[], { TACHANKA_PORT: 'eighty' }],
  ])('refuses %j with %j', (argv, env) => {
    expect(resolvePort(argv, env)).toHaveProperty('error');
  });
});
