package example;

import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.util.List;
import java.util.Set;
import javax.net.ssl.HostnameVerifier;
import javax.net.ssl.HttpsURLConnection;
import javax.net.ssl.SSLSession;
import javax.net.ssl.X509TrustManager;

public class Secure {
    static class Delegating implements X509TrustManager {
        X509TrustManager delegate;
        public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            delegate.checkServerTrusted(chain, authType);
        }
        public void checkClientTrusted(X509Certificate[] chain, String authType) {}
        public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
    }

    static class Allowed implements HostnameVerifier {
        Set<String> allowed;
        public boolean verify(String host, SSLSession session) { return allowed.contains(host); }
    }

    boolean verify(byte[] data) { return true; }

    void f(HttpsURLConnection conn, List<String> list) {
        conn.setHostnameVerifier((h, s) -> h.equals("api.example.com"));
        list.removeIf(x -> true);
    }
}
