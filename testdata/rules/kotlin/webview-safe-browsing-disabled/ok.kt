import android.webkit.WebView
import androidx.webkit.WebSettingsCompat

class ArticleActivity : AppCompatActivity() {
    fun configure(webView: WebView) {
        webView.settings.safeBrowsingEnabled = true
        webView.settings.javaScriptEnabled = false
        WebSettingsCompat.setSafeBrowsingEnabled(webView.settings, true)
    }
}
