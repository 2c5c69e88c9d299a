import type { BaseAction, Ruleset, TableView } from '../engine/ruleset.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import { knowledgeOf, viewForSide, type SideKnowledge } from '../engine/fog.ts';
import { compassWord, type CompassWord } from '../table-orders/compass.ts';
import { squareAt } from '../table-orders/grid.ts';
import { centreOf, tableOrderContext, type TableOrderContext } from '../table-orders/order-context.ts';
import { figuresOf, offReason, onTheTable } from '../table-orders/order-steps.ts';
import { tableOrders, type TableOrder } from '../table-orders/order.ts';
import { groundMarks, groundOrders, type GroundOrder } from '../table-orders/ground-orders.ts';
import { playRandomGame } from './random-play.ts';

/**
 * The table as a person keeps it who sets it up once and then does what the orders say, and nothing else: for each
 * unit, whether it stands on the table, in which square and facing which compass point (or aboard which transport),
 * how many bases, figures and officers it has and which markers lie by it; off the table, why it went.
 */
export interface UnitAtHand {
  name: string;
  onTable: boolean;
  /** Off the table: why (destroyed, surrendered, routed…); empty on it. */
  off: string;
  square: string;
  facing: CompassWord | '';
  aboard: string;
  towed: boolean;
  bases: number;
  figures: number;
  officers: number;
  markers: Record<string, number>;
}
export type TableAtHand = Map<string, UnitAtHand>;

/** The program's table in the same terms: what the rebuilt table must agree with, and the set-up it starts from. */
export function tableAtHand(view: TableView, ctx: TableOrderContext): TableAtHand {
  const table: TableAtHand = new Map();
  for (const u of view.units) {
    const on = onTheTable(u);
    const markers: Record<string, number> = {};
    for (const m of on ? u.markers : []) markers[m.kind] = (markers[m.kind] ?? 0) + m.count;
    const riding = on && u.aboard !== undefined;
    table.set(u.id, {
      name: u.name,
      onTable: on,
      off: on ? '' : offReason(u),
      square: on && !riding ? squareAt(centreOf(u), ctx.table) : '',
      facing: on && !riding ? compassWord(u.bases[0]!.facing) : '',
      aboard: on ? u.aboard ?? '' : '',
      towed: on && u.towed === true,
      bases: on ? u.bases.length : 0,
      figures: on ? figuresOf(u) : 0,
      officers: on ? u.officers.length : 0,
      markers,
    });
  }
  // Under fog of war, the enemy's position markers the side sees: pieces without figures, by their keys.
  for (const m of view.markers ?? []) {
    table.set(m.key, { ...offTable(`${m.key} (${m.label})`), onTable: true, square: squareAt(m.at, ctx.table), facing: compassWord(m.facing) });
  }
  return table;
}

const offTable = (name: string, off = ''): UnitAtHand => ({ name, onTable: false, off, square: '', facing: '', aboard: '', towed: false, bases: 0, figures: 0, officers: 0, markers: {} });

/** Carry out one order on the table at hand, step by step, as its steps say and nothing more. */
export function followOrder(table: TableAtHand, order: TableOrder): void {
  const unit = table.get(order.unitId) ?? offTable(order.name);
  table.set(order.unitId, unit);
  for (const step of order.steps) {
    switch (step.do) {
      case 'place': Object.assign(unit, { onTable: true, off: '', bases: step.bases, figures: step.figures, officers: step.officers.length, markers: {} }); break;
      case 'set-marker': Object.assign(unit, { onTable: true, off: '' }); break;
      case 'take-off': Object.assign(unit, offTable(unit.name, step.why)); break;
      case 'recount': unit.off = step.now; break;
      case 'board': Object.assign(unit, { aboard: step.transportId, towed: step.towed, square: '', facing: '' }); break;
      case 'leave': Object.assign(unit, { aboard: '', towed: false }); break;
      case 'lose': unit.bases -= step.bases; unit.figures -= step.figures; break;
      case 'gain': unit.bases += step.bases; unit.figures += step.figures; break;
      case 'officers': unit.officers += step.on.length - step.off.length; break;
      case 'marker':
        if (step.now === 0) delete unit.markers[step.kind];
        else unit.markers[step.kind] = step.now;
        break;
      case 'move': case 'edge': case 'turn': case 'stay': break;
    }
  }
  if (order.at) Object.assign(unit, { square: order.at.square, facing: order.at.facing });
}

/** The ground's markers as a person keeps them: what each says, by marker. */
export type GroundAtHand = Map<string, string>;

export function groundAtHand(view: TableView, ctx: TableOrderContext): GroundAtHand {
  return new Map([...groundMarks(view, ctx)].map(([key, mark]) => [key, mark.label]));
}

/** Carry out one order for the ground's markers. */
export function followGroundOrder(ground: GroundAtHand, order: GroundOrder): void {
  if (order.do === 'take-off') ground.delete(order.mark.key);
  else ground.set(order.mark.key, order.mark.label);
}

/** Where the ground's markers differ, in words; empty when they agree. */
export function groundDifferences(kept: GroundAtHand, program: GroundAtHand): string[] {
  const out: string[] = [];
  for (const [key, label] of program) if (kept.get(key) !== label) out.push(`ground marker "${label}": ${kept.has(key) ? `"${kept.get(key)}"` : 'missing'} by the orders`);
  for (const [key, label] of kept) if (!program.has(key)) out.push(`ground marker "${label}": on the table by the orders, gone from the program's`);
  return out;
}

/** Where the two tables differ, in words naming the unit ("1st Red company: square G3 against G4"); empty when they agree. */
export function tableDifferences(kept: TableAtHand, program: TableAtHand): string[] {
  const out: string[] = [];
  for (const [id, real] of program) {
    const mine = kept.get(id) ?? offTable(real.name);
    // Off the table both: why it went matters only once an order took it off (a unit waiting off it has no order yet).
    if (!mine.onTable && !real.onTable) {
      if (mine.off !== '' && mine.off !== real.off) out.push(`${real.name}: off the table as ${mine.off} by the orders, ${real.off} on the program's table`);
      continue;
    }
    for (const key of ['onTable', 'square', 'facing', 'aboard', 'towed', 'bases', 'figures', 'officers'] as const) {
      if (mine[key] !== real[key]) out.push(`${real.name}: ${key} ${String(mine[key])} by the orders, ${String(real[key])} on the program's table`);
    }
    const markers = JSON.stringify(Object.entries(mine.markers).sort());
    const theirs = JSON.stringify(Object.entries(real.markers).sort());
    if (markers !== theirs) out.push(`${real.name}: markers ${markers} by the orders, ${theirs} on the program's table`);
  }
  for (const [id, mine] of kept) if (mine.onTable && !program.has(id)) out.push(`${mine.name}: on the table by the orders, gone from the program's`);
  return out;
}

/** How far following the orders kept a person's table true over random games: actions played, actions after which it agreed, and the first differences. */
export interface OrdersAgreement {
  actions: number;
  agreed: number;
  /** Orders for the ground's markers followed (burning, smoke, beaten zones, damage…). */
  groundOrders: number;
  differences: string[];
}

/**
 * A random game of `seed` (`stepLimit` actions at most), with a person's table set up from the start and kept by
 * the orders of each action alone, compared with the program's after every action. After a disagreement the
 * person's table is set right again, so each action is judged by its own orders. `follows`: which orders the
 * person carries out (all of them, unless a test leaves some undone). `side`: the person plays that side under fog
 * of war, and keeps the table as it knows it (the enemy's hidden units off it, its markers as markers); without it,
 * the umpire's whole table. `followsGround`: whether they keep the ground's markers as ordered.
 */
export function followedGame<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, scenario: Scenario, seed: number, stepLimit: number, follows: (order: TableOrder) => boolean = () => true, side?: SideId, followsGround = true,
): OrdersAgreement {
  const ctx = tableOrderContext(scenario, ruleset.distanceUnit);
  const result: OrdersAgreement = { actions: 0, agreed: 0, groundOrders: 0, differences: [] };
  let kept: TableAtHand | null = null;
  let keptGround: GroundAtHand | null = null;
  // Each step's table after is the next step's before: viewed once.
  let last: { state: S; view: TableView } | null = null;
  // `side`: the table as that side knows it under fog of war, its knowledge folded action by action.
  let knows: SideKnowledge | null = null;
  const seenBy = (state: S): TableView => {
    if (side === undefined) return ruleset.view(state);
    knows = knowledgeOf(ruleset, state, side, knows);
    return viewForSide(ruleset.view(state), side, knows.sighting, knows.memory);
  };
  playRandomGame(ruleset, scenario, seed, {
    stepLimit,
    afterStep: ({ where, before, after, action }) => {
      const was = last?.state === before ? last.view : seenBy(before);
      const now = seenBy(after);
      last = { state: after, view: now };
      kept ??= tableAtHand(was, ctx);
      keptGround ??= groundAtHand(was, ctx);
      const acting = (action as unknown as { unitId?: unknown }).unitId;
      for (const order of tableOrders(was, now, action.side, typeof acting === 'string' ? acting : undefined, ctx)) if (follows(order)) followOrder(kept, order);
      for (const order of groundOrders(was, now, ctx)) {
        if (followsGround) followGroundOrder(keptGround, order);
        result.groundOrders++;
      }
      const program = tableAtHand(now, ctx);
      const programGround = groundAtHand(now, ctx);
      const wrong = [...tableDifferences(kept, program), ...groundDifferences(keptGround, programGround)];
      result.actions++;
      if (wrong.length === 0) result.agreed++;
      else {
        if (result.differences.length < 10) result.differences.push(`${scenario.id} ${where}: ${wrong.join('; ')}`);
        kept = program;
        keptGround = programGround;
      }
    },
  });
  return result;
}
