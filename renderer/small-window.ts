/**
 * A window too small for the play screen's panels and an open battle log beside the table (800×600 and less): the
 * media query App.svelte's layout and the battle log both go by. Written in rem as the CSS is (16px each here).
 */
export const SMALL_WINDOW = '(max-width: 60rem), (max-height: 40rem)';
