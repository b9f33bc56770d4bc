import android.webkit.WebView

class ProfileActivity : AppCompatActivity() {
    private lateinit var webView: WebView

    fun showName(name: String) {
        webView.loadUrl("javascript:setName('$name')") // want "kotlin/webview-javascript-template"
    }

    fun showComment(comment: Comment) {
        webView.evaluateJavascript("renderComment('${comment.text}', ${comment.id})", null) // want "kotlin/webview-javascript-template"
    }
}
