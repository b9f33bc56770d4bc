const { ipcMain, shell } = require('electron');
const { exec, execFile } = require('child_process');

ipcMain.handle('open-in-editor', async (event, file) => {
  exec(`code ${file}`); // want "command-injection: Shell command built from input"
});

ipcMain.on('reveal', (event, dir) => {
  execFile('open', [dir]);
});
