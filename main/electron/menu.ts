import { app, Menu, type MenuItemConstructorOptions } from 'electron';

/** The application menu: the usual edit and view roles; developer tools only in development builds. */
export function installMenu(isDevelopment: boolean): void {
  const isMac = process.platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    { label: 'File', submenu: [isMac ? { role: 'close' } : { role: 'quit' }] },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        ...(isDevelopment ? [{ role: 'toggleDevTools' as const }] : []),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ label: `About ${app.getName()}`, click: () => app.showAboutPanel() }] },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
