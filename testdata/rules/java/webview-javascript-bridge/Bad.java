import android.webkit.WebView;

class Screen {
  void show(WebView webView) {
    webView.getSettings().setJavaScriptEnabled(true);
    webView.addJavascriptInterface(new Bridge(), "Android"); // want "java/webview-javascript-bridge"
  }
}
