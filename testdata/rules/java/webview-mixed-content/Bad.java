import android.webkit.WebSettings;
import android.webkit.WebView;

class Browser {
    void setup(WebView view) {
        WebSettings s = view.getSettings();
        s.setMixedContentMode(WebSettings.MIXED_CONTENT_ALWAYS_ALLOW); // want "java/webview-mixed-content"
        view.getSettings().setMixedContentMode(0); // want "java/webview-mixed-content"
    }
}
