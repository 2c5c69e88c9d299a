import type { RulesetInfo } from '../../shared/api.ts';
import { contextPair } from '../context-pair.ts';
import type { EditorSession } from './editor-session.svelte.ts';

/** What every editor panel reaches: the session and the rule sets on offer. */
export interface EditorContext {
  session: EditorSession;
  rulesets: () => readonly RulesetInfo[];
}

export const [createEditorContext, useEditor] = contextPair<EditorContext>('The editor session', 'EditorWorkspace.svelte (createEditorContext)');
