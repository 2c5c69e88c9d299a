import type { RulesetNote } from '../../engine/ruleset.ts';

/** Decisions where the rule text is silent or unclear; README.md explains each at more length. */
export const RED_ACTIONS_NOTES: readonly RulesetNote[] = [
  { id: 'unit-cards', topic: 'Unit cards', decision: 'The text refers to unit cards it does not print. Tachanka supplies its own for every army named, each with a one-line reason (see the troops table).' },
  { id: 'officer-tokens', topic: 'Officer tokens', decision: 'A bag of 18 tokens per side (bonus -2 to +2; Clever, Commissar, Mob, Partisan, Storm, Specialist, Skirmisher) is drawn without replacement and refilled when empty. A scenario may fix an officer by token id or bare characteristic (bonus 0).' },
  { id: 'senior-bonus', topic: 'Senior officers', decision: 'Only the best positive bonus of one senior officer in reach is added; a senior in personal command replaces the junior\'s bonus instead. Attached seniors escape when their unit is wiped out.' },
  { id: 'promotion', topic: 'Promotion', decision: 'A fallen senior is replaced at the end of the following turn by the junior with the best bonus among the side\'s steady units; that unit draws a new junior at once.' },
  { id: 'entry', topic: 'Entry', decision: 'The attacker\'s units on the table may each move up to 4" straight ahead before turn 1; reinforcements arrive at their entry point in column, facing into the table, as their whole segment.' },
  { id: 'turning', topic: 'Turning', decision: 'Up to 20° is a free incline; an about-face costs a base depth; any other change of facing costs a base depth plus half the frontage. Moves are straight: turn, move, turn.' },
  { id: 'obstacles', topic: 'Linear obstacles', decision: 'A "¼ move" or "½ move" entry for hedges, walls, streams, trenches and crushed wire caps the whole move that crosses it at that share; area terrain costs double (½) or four times (¼) per inch. A road crossing a stream is a bridge.' },
  { id: 'close-range', topic: 'Close range', decision: 'Close range is within half the card range (the same line as long range); it governs return fire and MG fire against armoured cars.' },
  { id: 'effective-firers', topic: 'Effective bases firing', decision: 'The shooting total uses the bases able to fire, capped by the unit\'s effective number of bases.' },
  { id: 'cover', topic: 'Cover', decision: 'Towns and buildings give hard cover only to troops who took possession (or infantry moving evasively through them); otherwise soft cover. Built-up areas count as wooden buildings. The median base\'s cover is the unit\'s.' },
  { id: 'visibility', topic: 'Visibility', decision: 'Hidden troops are seen within 2". Hedges hide stationary infantry and guns beyond 4" (the hedge paragraph), scrub beyond 2". A unit that has fired this turn is seen as if moving.' },
  { id: 'night-morale', topic: 'Night and fog', decision: '"+1 to morale rolls" is applied as -1 to the success number (the roll must be low). Snow is treated like rain.' },
  { id: 'class', topic: 'Class of routers', decision: '"A routing unit of equal or better class": class is the card\'s points per base.' },
  { id: 'routers', topic: 'Routing guns', decision: 'Unlimbered field guns whose crews rout abandon the guns (the unit is lost). Routers reaching any table edge are gone for good.' },
  { id: 'charges', topic: 'Charges', decision: 'A charger whose target flees halts on the target\'s former position. Trains and officers do not charge. The charged unit takes its fear test before choosing to stand, shoot, flee or counter-charge.' },
  { id: 'vehicles', topic: 'Vehicles under fire', decision: 'Tanks and trains suffer only direct hits; armoured cars also suffer MG fire at close range (Kill! abandons them).' },
  { id: 'trains', topic: 'Trains', decision: 'Each car is a unit; cars share a "train-…" tag. The engine\'s segment moves the train (start 1", double each turn to 8", halve to stop). A fleeing train with an immobilised engine is abandoned; enemy troops taking possession of its engine capture it, and that side loses.' },
  { id: 'priorities', topic: 'Firing priorities', decision: 'Aimed fire must pick from the best tier: threats first, then close before long, then open before cover. A senior officer with the unit or within 4" lifts the restriction.' },
  { id: 'mg-rally', topic: 'MG and mortar rally', decision: 'MG and mortar crews rally on their own card\'s rally number; failing their first attempt leaves their weapons (shooting 0) for good.' },
  { id: 'initiative-ties', topic: 'Initiative', decision: 'Standard: a roll-off each turn, ties to the attacker. Roll-off: ties to the loser of the previous roll (the attacker on the first).' },
];
