import type { Unit } from '../../../scenario/schema.ts';

/**
 * The scenario format has no command (group) of its own; a unit names its command with one tag
 * `command.<name>` (README: "Commands in a scenario"). Tags are free text the rule sets read, so no schema change.
 */
export const COMMAND_TAG_PREFIX = 'command.';

export function commandTags(unit: Pick<Unit, 'tags'>): string[] {
  return unit.tags.filter((t) => t.startsWith(COMMAND_TAG_PREFIX) && t.length > COMMAND_TAG_PREFIX.length);
}

/** The command a scenario unit belongs to, or null when it names none. */
export function commandOf(unit: Pick<Unit, 'tags'>): string | null {
  const tag = commandTags(unit)[0];
  return tag ? tag.slice(COMMAND_TAG_PREFIX.length) : null;
}

const labels = new Map<string, string>();

/** "1st-rifle-battalion" → "1st Rifle Battalion", for people's eyes (asked for every unit of every view, so kept). */
export function commandLabel(command: string): string {
  let label = labels.get(command);
  if (label === undefined) {
    label = command.split(/[-_.]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
    labels.set(command, label);
  }
  return label;
}
