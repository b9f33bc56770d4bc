import android.webkit.WebView

class ArticleActivity : AppCompatActivity() {
    fun configure(webView: WebView) {
        webView.settings.safeBrowsingEnabled = false // want "kotlin/webview-safe-browsing-disabled"
        webView.settings.setSafeBrowsingEnabled(false) // want "kotlin/webview-safe-browsing-disabled"
    }
}
