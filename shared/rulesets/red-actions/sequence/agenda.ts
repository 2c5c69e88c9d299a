import type { RaAction } from '../actions.ts';
import type { Task } from '../state.ts';
import type { Ctx } from '../context.ts';
import { addHumiliated, addTerror, loseBases, pin, surrender, threatPoint } from '../morale/markers.ts';
import { moraleTest, testable } from '../morale/morale.ts';
import { applyRetire } from '../morale/retire.ts';
import { startRout } from '../morale/rout.ts';
import { officerCasualties } from '../officers/officer-casualties.ts';
import { unitById } from '../troops/units.ts';

/**
 * Results are applied one at a time from the agenda, so several tests caused by one event come in the order
 * the text gives ("a fear test, then serious test, then fear test again"), and a choice (a Storm unit's
 * retire, say) can pause the list until its owner answers.
 */
export interface AgendaHandlers {
  resume(ctx: Ctx, action: RaAction): void;
  chargeReact(ctx: Ctx, task: Extract<Task, { t: 'charge-react' }>): void;
  chargeContact(ctx: Ctx, task: Extract<Task, { t: 'charge-contact' }>): void;
  combat(ctx: Ctx, task: Extract<Task, { t: 'combat' }>): void;
  pursue(ctx: Ctx, task: Extract<Task, { t: 'pursue' }>): void;
  moveOn(ctx: Ctx, task: Extract<Task, { t: 'move-on' }>): void;
}

/** Runs tasks until the agenda is empty or a decision is due. */
export function runAgenda(ctx: Ctx, handlers: AgendaHandlers): void {
  let guard = 0;
  while (ctx.s.agenda.length > 0 && ctx.s.decision === null) {
    if (++guard > 10_000) throw new Error('red-actions: agenda does not terminate');
    const task = ctx.s.agenda.shift()!;
    runTask(ctx, task, handlers);
  }
}

function runTask(ctx: Ctx, task: Task, handlers: AgendaHandlers): void {
  switch (task.t) {
    case 'terror': {
      const u = unitById(ctx.s, task.unitId);
      if (u) addTerror(ctx, u, task.count, task.cause, task.from);
      return;
    }
    case 'humiliate': {
      const u = unitById(ctx.s, task.unitId);
      if (u) addHumiliated(ctx, u, task.count, task.cause, task.from);
      return;
    }
    case 'pin': {
      const u = unitById(ctx.s, task.unitId);
      if (u) pin(ctx, u, task.cause);
      return;
    }
    case 'lose-bases': {
      const u = unitById(ctx.s, task.unitId);
      if (!u) return;
      const lost = loseBases(ctx, u, task.count, task.cause, task.from);
      if (lost === 0 || u.bases.length === 0) return;
      const routing = ctx.s.agenda.some((t) => t.t === 'rout' && t.unitId === u.id);
      if (!routing && task.fearTest && testable(u)) ctx.s.agenda.unshift({ t: 'test', unitId: u.id, test: 'fear', trigger: 'base-lost' });
      return;
    }
    case 'test': {
      const u = unitById(ctx.s, task.unitId);
      if (!u || !testable(u)) return;
      const opts = task.marchingAmbush ? { marchingAmbush: true } : {};
      const result = moraleTest(ctx, u, task.test, task.trigger, opts);
      if (result.passed) return;
      const from = threatPoint(ctx, u, null);
      if (task.test === 'fear') ctx.s.agenda.unshift({ t: 'rout', unitId: u.id, from, cause: 'failed a fear test' });
      if (task.test === 'serious') ctx.s.agenda.unshift({ t: 'retire', unitId: u.id, from, cause: 'failed a serious test', fromShooting: false });
      return;
    }
    case 'retire': {
      const u = unitById(ctx.s, task.unitId);
      if (u) applyRetire(ctx, u, task.from, task.cause, task.fromShooting);
      return;
    }
    case 'rout': {
      const u = unitById(ctx.s, task.unitId);
      if (u) startRout(ctx, u, task.from, task.cause);
      return;
    }
    case 'surrender': {
      const u = unitById(ctx.s, task.unitId);
      if (u) surrender(ctx, u, task.cause);
      return;
    }
    case 'officer-casualties': {
      const u = unitById(ctx.s, task.unitId);
      if (u) officerCasualties(ctx, u, task.source);
      return;
    }
    case 'resume':
      handlers.resume(ctx, task.action);
      return;
    case 'charge-react':
      handlers.chargeReact(ctx, task);
      return;
    case 'charge-contact':
      handlers.chargeContact(ctx, task);
      return;
    case 'combat':
      handlers.combat(ctx, task);
      return;
    case 'pursue':
      handlers.pursue(ctx, task);
      return;
    case 'move-on':
      handlers.moveOn(ctx, task);
      return;
    default: {
      const unknown: never = task;
      throw new Error(`red-actions: unknown task ${JSON.stringify(unknown)}`);
    }
  }
}
