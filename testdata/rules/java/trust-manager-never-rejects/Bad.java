package example;

import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import javax.net.ssl.X509TrustManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class LoggingTrustManager implements X509TrustManager {
    private static final Logger log = LoggerFactory.getLogger(LoggingTrustManager.class);
    private final X509TrustManager delegate;

    public LoggingTrustManager(X509TrustManager delegate) {
        this.delegate = delegate;
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        delegate.checkClientTrusted(chain, authType);
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException { // want "java/trust-manager-never-rejects: checkServerTrusted never throws"
        log.debug("server certificate {} accepted for {}", chain[0].getSubjectX500Principal(), authType);
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
        return delegate.getAcceptedIssuers();
    }

    static final X509TrustManager LENIENT = new X509TrustManager() {
        private final X509TrustManager inner = Trust.platformDefault();

        public void checkServerTrusted(X509Certificate[] chain, String authType) { // want "java/trust-manager-never-rejects"
            try {
                inner.checkServerTrusted(chain, authType);
            } catch (CertificateException e) {
                log.warn("untrusted server certificate, continuing", e);
            }
        }

        public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            inner.checkClientTrusted(chain, authType);
        }

        public X509Certificate[] getAcceptedIssuers() {
            return inner.getAcceptedIssuers();
        }
    };

    static final X509TrustManager SWALLOWS_ALL = new X509TrustManager() {
        public void checkServerTrusted(X509Certificate[] chain, String authType) { // want "java/trust-manager-never-rejects"
            try {
                chain[0].checkValidity();
            } catch (Exception e) {
                e.printStackTrace();
            }
        }

        public void checkClientTrusted(X509Certificate[] chain, String authType) {
            throw new UnsupportedOperationException();
        }

        public X509Certificate[] getAcceptedIssuers() {
            return new X509Certificate[0];
        }
    };

    static final X509TrustManager PRINTS = new X509TrustManager() {
        public void checkServerTrusted(X509Certificate[] chain, String authType) { // want "java/trust-manager-never-rejects"
            System.out.println("Trusting " + chain.length + " certificates");
        }

        public void checkClientTrusted(X509Certificate[] chain, String authType) {
            throw new UnsupportedOperationException();
        }

        public X509Certificate[] getAcceptedIssuers() {
            return new X509Certificate[0];
        }
    };
}
