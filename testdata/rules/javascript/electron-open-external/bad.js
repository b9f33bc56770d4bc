const { shell } = require('electron');

function onLinkClicked(event, url) {
  shell.openExternal(url); // want "javascript/electron-open-external"
}

win.webContents.setWindowOpenHandler(({ url }) => {
  shell.openExternal(url); // want "javascript/electron-open-external"
  return { action: 'deny' };
});
