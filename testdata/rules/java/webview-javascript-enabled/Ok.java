import android.webkit.WebView;

class Screen {
  void show(WebView webView) {
    webView.getSettings().setJavaScriptEnabled(false);
  }
}
