import android.webkit.WebSettings;
import android.webkit.WebView;

class Screen {
  void show(WebView webView) {
    WebSettings settings = webView.getSettings();
    settings.setJavaScriptEnabled(true); // want "java/webview-javascript-enabled"
  }
}
