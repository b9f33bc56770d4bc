class Help extends Activity {
  void setup(WebView web) {
    web.getSettings().setAllowFileAccess(false);
    web.getSettings().setJavaScriptEnabled(true);
  }
}
