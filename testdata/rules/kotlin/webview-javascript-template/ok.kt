import android.webkit.WebView
import org.json.JSONObject

class ProfileActivity : AppCompatActivity() {
    private lateinit var webView: WebView

    fun open(path: String) {
        webView.loadUrl("https://example.com/$path")
        webView.loadUrl("file:///android_asset/$path.html")
    }

    fun showName(name: String) {
        webView.evaluateJavascript("setName(${JSONObject.quote(name)})", null)
        webView.evaluateJavascript("refresh()", null)
    }
}
