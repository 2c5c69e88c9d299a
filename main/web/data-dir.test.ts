import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webHostDataDir } from './data-dir.ts';

describe("the web host's data folder", () => {
  it('is TACHANKA_DATA_DIR when set, else the platform\'s folder for application data', () => {
    expect(webHostDataDir({ TACHANKA_DATA_DIR: '/tmp/t' }, 'linux', '/home/a')).toBe('/tmp/t');
    expect(webHostDataDir({}, 'linux', '/home/a')).toBe(join('/home/a', '.local', 'share', 'tachanka'));
    expect(webHostDataDir({ XDG_DATA_HOME: '/xdg' }, 'linux', '/home/a')).toBe(join('/xdg', 'tachanka'));
    expect(webHostDataDir({}, 'darwin', '/Users/a')).toBe(join('/Users/a', 'Library', 'Application Support', 'Tachanka'));
    expect(webHostDataDir({ APPDATA: 'C:\\AppData' }, 'win32', 'C:\\Users\\a')).toBe(join('C:\\AppData', 'Tachanka'));
  });
});
