import { StateAnswers } from '../../engine/state-memo.ts';
import type { RvrState } from './state.ts';

/**
 * What is kept per state object (`pending`, the options, the view): in one record a state, since the engine's
 * states never change once stepped to and these three are asked of nearly every one.
 */
export const keptAnswers = new StateAnswers<RvrState>();
