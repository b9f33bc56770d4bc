import android.net.http.SslError;
import android.webkit.SslErrorHandler;
import android.webkit.WebView;
import android.webkit.WebViewClient;

class Client extends WebViewClient {
  @Override
  public void onReceivedSslError(WebView view, SslErrorHandler handler, SslError error) { // want "java/webview-ssl-error-proceed"
    handler.proceed();
  }
}
