import { app, BrowserWindow } from 'electron';
import path from 'node:path';

function createWindow() {
  const win = new BrowserWindow({ width: 1200, height: 800 });
  if (process.env.VITE_DEV_SERVER_URL) {
    win.loadURL(process.env.VITE_DEV_SERVER_URL);
  } else if (!app.isPackaged) {
    win.loadURL('http://localhost:5173');
    win.loadURL(`http://127.0.0.1:${process.env.PORT}/`);
  } else {
    win.loadFile(path.join(__dirname, 'index.html'));
  }
  const help = new BrowserWindow({ parent: win });
  help.loadURL('https://docs.example.com/help');
}

app.whenReady().then(createWindow);
