import android.webkit.WebView

fun setUp(webView: WebView, bridge: Bridge) {
    webView.settings.javaScriptEnabled = true
    webView.addJavascriptInterface(bridge, "Android") // want "kotlin/webview-javascript-bridge"
}
