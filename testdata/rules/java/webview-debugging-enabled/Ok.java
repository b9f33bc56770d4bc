class App extends Application {
  public void onCreate() {
    super.onCreate();
    if (BuildConfig.DEBUG) {
      WebView.setWebContentsDebuggingEnabled(true);
    }
  }
}
