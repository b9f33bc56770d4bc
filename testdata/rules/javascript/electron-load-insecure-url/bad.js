const { app, BrowserWindow } = require('electron');

function createWindow() {
  const win = new BrowserWindow({ width: 1200, height: 800, webPreferences: { preload: `${__dirname}/preload.js` } });
  win.loadURL('http://portal.example.com/app'); // want "javascript/electron-load-insecure-url"
  const help = new BrowserWindow({ parent: win });
  help.webContents.loadURL(`http://docs.example.com/help`); // want "javascript/electron-load-insecure-url"
}

app.whenReady().then(createWindow);
