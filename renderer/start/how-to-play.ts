/**
 * The short "How to play" shown on the start screen; README.md carries the same steps (a test keeps them together).
 */
export const HOW_TO_PLAY: readonly { step: string; how: string }[] = [
  { step: 'Start a game', how: 'Under New game pick a scenario and the side you command, then Start the battle. Each game in progress is kept on its own: Continue lists them all.' },
  { step: 'Select', how: 'Click a unit on the table or in the list on the left (N and P step through the units that may act). Its card and its orders appear on the right; a second click on the same spot picks the next unit standing there.' },
  { step: 'Move', how: 'Take a move order (it rolls the distance), then drag the unit, or click the table where it should end, or press G and use the arrow keys and [ ] to turn. The plan shows the path and its length, and its outline can be dragged to change it; Confirm is offered only when the rules allow the move, and otherwise the reason is given.' },
  { step: 'Fire', how: 'Take a fire order, or click an enemy the selected unit may shoot at and Confirm. Sees (V) rings what the selected unit can see; its card says why it may not fire if it moved. Each volley is one line in the battle log; open it to see every shot.' },
  { step: 'Follow the phases', how: 'When the rules run a step by themselves (a shooting category, close combat, morale), the game stops to show its results on the table and in the log; Go on (Space) carries on. Under Settings, Phases can run straight through instead.' },
  { step: 'Read a roll', how: 'The dice tray and the Why panel show the newest roll: the rule, the table, the score needed, the dice, each modifier and the result. Click any roll in the log to see it again; Show the newest roll goes back.' },
  { step: 'Undo', how: 'Undo (U) takes back your last action. Under Settings, strict undo takes back only what the enemy has not answered; lenient also goes back past the answer.' },
  { step: 'Save', how: 'Every action is saved at once. The menu (M) saves a copy under a name, exports the game file, and leaves to the start screen; Load opens named saves, finished games and game files.' },
];
