package example;

import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import javax.net.ssl.X509TrustManager;

public class ClientOnlyPinning {
    // A client-side trust manager: the server check delegates, the client check is never asked.
    static class Pinning implements X509TrustManager {
        private final X509TrustManager delegate;

        Pinning(X509TrustManager delegate) {
            this.delegate = delegate;
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) {
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            delegate.checkServerTrusted(chain, authType);
        }

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            return delegate.getAcceptedIssuers();
        }

        // a nested helper whose server check is empty does not make the outer client check part of it
        static final class Nested {
            void checkServerTrusted(X509Certificate[] chain, String authType) {
            }
        }
    }
}
