import android.webkit.WebSettings;
import android.webkit.WebView;

class Browser {
    void setup(WebView view) {
        WebSettings s = view.getSettings();
        s.setMixedContentMode(WebSettings.MIXED_CONTENT_NEVER_ALLOW);
        view.getSettings().setMixedContentMode(WebSettings.MIXED_CONTENT_COMPATIBILITY_MODE);
    }
}
