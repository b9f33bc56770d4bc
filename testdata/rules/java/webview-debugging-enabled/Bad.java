class App extends Application {
  public void onCreate() {
    super.onCreate();
    WebView.setWebContentsDebuggingEnabled(true); // want "java/webview-debugging-enabled"
  }
}
