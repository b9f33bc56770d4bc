import android.webkit.WebView

fun setup(webView: WebView) {
    webView.settings.javaScriptEnabled = true // want "kotlin/webview-javascript-enabled"
    webView.settings.apply {
        javaScriptEnabled = true // want "kotlin/webview-javascript-enabled"
    }
    webView.getSettings().setJavaScriptEnabled(true) // want "kotlin/webview-javascript-enabled"
}
