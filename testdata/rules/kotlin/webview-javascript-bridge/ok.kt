import android.webkit.WebView

fun setUp(webView: WebView) {
    webView.settings.javaScriptEnabled = false
    webView.loadUrl("file:///android_asset/help.html")
}
