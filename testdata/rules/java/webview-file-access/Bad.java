class Help extends Activity {
  void setup(WebView web) {
    web.getSettings().setAllowFileAccess(true); // want "java/webview-file-access"
    web.getSettings().setAllowUniversalAccessFromFileURLs(true); // want "java/webview-file-access"
  }
}
