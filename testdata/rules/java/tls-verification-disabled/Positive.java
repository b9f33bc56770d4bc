package example;

import java.security.cert.X509Certificate;
import javax.net.ssl.HostnameVerifier;
import javax.net.ssl.HttpsURLConnection;
import javax.net.ssl.SSLSession;
import javax.net.ssl.X509TrustManager;
import org.apache.http.conn.ssl.NoopHostnameVerifier;

public class Insecure {
    static class TrustAll implements X509TrustManager {
        public void checkClientTrusted(X509Certificate[] chain, String authType) {}
        public void checkServerTrusted(X509Certificate[] chain, String authType) {
            // trust everyone
        }
        public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
    }

    static class AnyHost implements HostnameVerifier {
        public boolean verify(String hostname, SSLSession session) { return true; }
    }

    void configure(org.apache.http.impl.client.HttpClientBuilder client, okhttp3.OkHttpClient.Builder builder) {
        HttpsURLConnection.setDefaultHostnameVerifier((hostname, session) -> true); // want "java/tls-verification-disabled"
        builder.hostnameVerifier((h, s) -> { return true; }); // want "java/tls-verification-disabled"
        client.setSSLHostnameVerifier(NoopHostnameVerifier.INSTANCE); // want "java/tls-verification-disabled"
    }
}
