app.use(express.static(__dirname)); // want "javascript/express-static-app-root"
app.use("/files", express.static(".")); // want "javascript/express-static-app-root"
