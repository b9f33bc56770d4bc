import android.webkit.WebView

fun setup(webView: WebView) {
    webView.settings.javaScriptEnabled = false
    webView.settings.domStorageEnabled = true
}
