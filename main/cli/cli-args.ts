import { randomInt } from 'node:crypto';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './cli-io.ts';
import type { Player } from '../../shared/ai/index.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs in strict mode, with its complaints turned into usage errors. */
export function parseCommandArgs<O extends Options>(args: readonly string[], options: O) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message.replace(/\. To specify a positional argument.*$/s, '') : String(e));
  }
}

/** A whole number option within bounds, or a usage error naming the option. */
export function intOption(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return Number(raw);
}

export const PLAYER_NAMES = ['ai', 'random', 'easy', 'normal', 'hard'] as const;

/** `ai` is the commander at normal level; `random` picks uniformly among the legal options. */
export function playerOption(name: string, raw: string | undefined, fallback: Player): Player {
  switch (raw) {
    case undefined: return fallback;
    case 'random': return { kind: 'random' };
    case 'ai': return { kind: 'ai', difficulty: 'normal' };
    case 'easy': case 'normal': case 'hard': return { kind: 'ai', difficulty: raw };
    default: throw new UsageError(`--${name} must be one of ${PLAYER_NAMES.join(', ')}, not "${raw}"`);
  }
}

/** The two sides' players from `--red` and `--white`, the normal AI where left out (play and balance). */
export function sidePlayers(values: { red?: string | undefined; white?: string | undefined }): { red: Player; white: Player } {
  return {
    red: playerOption('red', values.red, { kind: 'ai', difficulty: 'normal' }),
    white: playerOption('white', values.white, { kind: 'ai', difficulty: 'normal' }),
  };
}

/** A side named by an option (`--as red`), or undefined where it is left out. */
export function sideOption(name: string, raw: string | undefined): SideId | undefined {
  if (raw === undefined || raw === 'red' || raw === 'white') return raw;
  throw new UsageError(`--${name} must be red or white (the side whose knowledge the report tells), not "${raw}"`);
}

/** `--seed N`, or a fresh random seed when left out. */
export const seedOption = (raw: string | undefined): number => intOption('seed', raw, 0, 2 ** 31 - 1) ?? randomInt(0, 2 ** 31 - 1);

export const describePlayer = (player: Player): string => (player.kind === 'random' ? 'random choices' : `AI (${player.difficulty})`);

/** Exactly `count` positional arguments, named for the usage message. */
export function positionals(values: readonly string[], names: readonly string[]): string[] {
  if (values.length < names.length) throw new UsageError(`missing ${names.slice(values.length).map((n) => `<${n}>`).join(' ')}`);
  if (values.length > names.length) throw new UsageError(`unexpected argument "${values[names.length]}"`);
  return [...values];
}
