import { session, contextBridge, ipcRenderer, shell } from 'electron';

session.defaultSession.setPermissionRequestHandler((webContents, permission, callback) => {
  const origin = new URL(webContents.getURL()).origin;
  callback(origin === 'https://app.example.com' && permission === 'notifications');
});
win.webContents.setWindowOpenHandler(({ url }) => {
  if (url.startsWith('https://app.example.com/')) return { action: 'allow' };
  shell.openExternal(url);
  return { action: 'deny' };
});
contextBridge.exposeInMainWorld('api', {
  save: (text: string) => ipcRenderer.invoke('save', text),
  onUpdate: (fn: (v: string) => void) => ipcRenderer.on('update', (_e, v) => fn(v)),
});
