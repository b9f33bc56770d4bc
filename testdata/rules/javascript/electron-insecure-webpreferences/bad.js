const win = new BrowserWindow({
  width: 800,
  webPreferences: {
    nodeIntegration: true, // want "javascript/electron-insecure-webpreferences"
    contextIsolation: false, // want "javascript/electron-insecure-webpreferences"
    webSecurity: false, // want "javascript/electron-insecure-webpreferences"
  },
});
