const win = new BrowserWindow({
  webPreferences: {
    enableRemoteModule: true, // want "javascript/electron-unsafe-options"
    enableBlinkFeatures: 'ExecCommandInJavaScript', // want "javascript/electron-unsafe-options"
    webviewTag: true, // want "javascript/electron-unsafe-options"
  },
});
app.commandLine.appendSwitch('disable-web-security'); // want "javascript/electron-unsafe-options"
