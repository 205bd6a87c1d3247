import { fakeElectron } from '../../../src/main/hosts/electron/fake-electron.test-support.ts';

/**
 * What `import electron from 'electron'` gives a packaged main bundle loaded in plain Node (see
 * run-packaged-main.ts): the shell's fake, plus the few members electron-store reaches for.
 */
const fake = fakeElectron(process.env.STOCKROOM_FAKE_USER_DATA ?? '/nonexistent');
const ipcMain = Object.assign(fake.ipcMain, { on: () => undefined });
const electron = {
  ...fake.electron,
  ipcMain,
  dialog: {
    ...fake.electron.dialog,
    showErrorBox: (title: string, body: string) => console.error(`${title}: ${body}`),
  },
};
(globalThis as { stockroomFakeElectron?: unknown }).stockroomFakeElectron = { ...fake, ipcMain };

export default electron;
export const { app, BrowserWindow, safeStorage, session, shell, dialog } = electron;
export { ipcMain };
