package example;

import java.security.cert.X509Certificate;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

public class InsecureServer {
    static class TrustEveryone implements X509TrustManager {
        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) { // want "java/trust-manager-accepts-all-clients: checkClientTrusted returns without checking"
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) {
        }

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            return new X509Certificate[0];
        }
    }

    SSLContext context() throws Exception {
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(null, new TrustManager[] {
            new X509TrustManager() {
                public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
                public void checkServerTrusted(X509Certificate[] certs, String type) { }
                public void checkClientTrusted(X509Certificate[] certs, String type) { } // want "java/trust-manager-accepts-all-clients"
            }
        }, null);
        return ctx;
    }
}
