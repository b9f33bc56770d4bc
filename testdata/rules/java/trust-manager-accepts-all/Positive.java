package example;

import java.security.cert.X509Certificate;
import javax.net.ssl.X509TrustManager;

public class Insecure {
    static class TrustAll implements X509TrustManager {
        public void checkClientTrusted(X509Certificate[] chain, String authType) {}
        public void checkServerTrusted(X509Certificate[] chain, String authType) { // want "java/trust-manager-accepts-all: checkServerTrusted"
            // trust everyone
        }
        public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
    }

    static final X509TrustManager ANON = new X509TrustManager() {
        @Override
        public void checkServerTrusted(final X509Certificate[] certs, final String type) { } // want "java/trust-manager-accepts-all"
        @Override
        public void checkClientTrusted(final X509Certificate[] certs, final String type) { }
        @Override
        public X509Certificate[] getAcceptedIssuers() { return null; }
    };

    static final X509TrustManager RETURNS = new X509TrustManager() {
        public void checkServerTrusted(X509Certificate[] chain, String authType) { return; } // want "java/trust-manager-accepts-all"
        public void checkClientTrusted(X509Certificate[] chain, String authType) { }
        public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
    };
}
