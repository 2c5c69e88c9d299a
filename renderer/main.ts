import './zod-without-eval.ts';
import { mount } from 'svelte';
import App from './App.svelte';
import { connectApi } from './api.ts';
import { DEFAULT_SETTINGS, loadSettings, openTachankaDb, type Settings, type TachankaDb } from './db.ts';
import './app.css';

// Settings are read before the first paint so the chosen text size and colours apply from the start.
// Without IndexedDB (a locked-down browser profile) the app still plays; it only cannot keep anything.
async function openStorage(): Promise<{ db: TachankaDb | null; settings: Settings }> {
  try {
    const db = openTachankaDb();
    return { db, settings: await loadSettings(db) };
  } catch (e) {
    console.warn('local storage unavailable:', e);
    return { db: null, settings: DEFAULT_SETTINGS };
  }
}

const { db, settings } = await openStorage();
const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
mount(App, { target, props: { api: connectApi(), db, initialSettings: settings } });
