// The grouping lives in shared/, where the printed rosters use it too.
export { commandGroups } from '../../shared/engine/command-groups.ts';
