const { session, contextBridge, ipcRenderer } = require('electron');

session.defaultSession.setPermissionRequestHandler((webContents, permission, callback) => callback(true)); // want "electron-grants-everything"
session.defaultSession.setPermissionRequestHandler((webContents, permission, callback) => { // want "electron-grants-everything"
  callback(true);
});
win.webContents.setWindowOpenHandler(() => ({ action: 'allow' })); // want "electron-grants-everything"
contextBridge.exposeInMainWorld('electron', { ipcRenderer }); // want "electron-grants-everything"
contextBridge.exposeInMainWorld('api', { send: ipcRenderer.send, on: ipcRenderer.on }); // want "electron-grants-everything"
