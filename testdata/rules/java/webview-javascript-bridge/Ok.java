import android.webkit.WebView;

class Screen {
  void show(WebView webView) {
    webView.removeJavascriptInterface("Android");
    webView.loadUrl("https://example.com/");
  }
}

class StaticPage {
  void show(WebView webView) {
    webView.getSettings().setJavaScriptEnabled(false);
    webView.addJavascriptInterface(new Bridge(), "Android");
  }
}
