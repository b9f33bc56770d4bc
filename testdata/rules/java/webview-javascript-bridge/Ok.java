import android.webkit.WebView;

class Screen {
  void show(WebView webView) {
    webView.removeJavascriptInterface("Android");
    webView.loadUrl("https://example.com/");
  }
}
