import android.webkit.WebView;

class Screen {
  void show(WebView webView) {
    webView.addJavascriptInterface(new Bridge(), "Android"); // want "java/webview-javascript-bridge"
  }
}
