import android.webkit.WebSettings
import android.webkit.WebView

fun setup(view: WebView) {
    view.settings.mixedContentMode = WebSettings.MIXED_CONTENT_ALWAYS_ALLOW // want "kotlin/webview-mixed-content"
    view.settings.setMixedContentMode(0) // want "kotlin/webview-mixed-content"
}
