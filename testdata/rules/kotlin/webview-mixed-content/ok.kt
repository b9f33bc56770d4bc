import android.webkit.WebSettings
import android.webkit.WebView

fun setup(view: WebView) {
    view.settings.mixedContentMode = WebSettings.MIXED_CONTENT_NEVER_ALLOW
    view.settings.javaScriptEnabled = false
}
