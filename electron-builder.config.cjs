// electron-builder configuration, used by `npm run dist` (= `npm run build` then
// `electron-builder --config electron-builder.config.cjs`). It packages what electron-vite built into out/
// together with the bundled scenarios; the Electron binary is downloaded by electron-builder on the
// packaging machine, so this runs on a developer's or CI machine with access to GitHub, not offline.
/** @type {import('electron-builder').Configuration} */
module.exports = {
  appId: 'org.tachanka.app',
  productName: 'Tachanka',
  copyright: 'Tachanka contributors, MIT licence',
  directories: { output: 'dist', buildResources: 'build' },
  // The main process reads package.json (to find its folder) and scenarios/ at run time.
  files: ['out/**', 'scenarios/**', 'package.json'],
  asar: true,
  // Fuses flipped in the Electron binary before signing: it cannot be run as plain Node, takes no NODE_OPTIONS or
  // --inspect, encrypts its cookies, checks app.asar against the hash embedded at packaging and loads the app
  // only from it, and gives file:// no extra privileges (the renderer is served from app://). The asar check works
  // on macOS and Windows only: Electron has no ASAR integrity on Linux, so the AppImage and deb go without (README).
  electronFuses: {
    runAsNode: false,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableCookieEncryption: true,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    grantFileProtocolExtraPrivileges: false,
  },
  extraMetadata: { main: 'out/main/index.js' },
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Game',
    synopsis: 'Scenario editor and solo wargame for Russian Civil War miniatures',
    maintainer: 'Tachanka contributors <tachanka@users.noreply.github.com>',
  },
  deb: { depends: ['libnss3', 'libgtk-3-0', 'libxss1', 'libasound2'] },
  win: { target: ['nsis'] },
  nsis: { oneClick: false, allowToChangeInstallationDirectory: true, perMachine: false },
  mac: { target: ['dmg'], category: 'public.app-category.strategy-games', hardenedRuntime: true },
  dmg: { title: 'Tachanka ${version}' },
};
