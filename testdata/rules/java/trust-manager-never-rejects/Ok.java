package example;

import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.util.Set;
import javax.net.ssl.X509TrustManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class PinningTrustManager implements X509TrustManager {
    private static final Logger log = LoggerFactory.getLogger(PinningTrustManager.class);
    private final X509TrustManager delegate;
    private final Set<String> pins;

    public PinningTrustManager(X509TrustManager delegate, Set<String> pins) {
        this.delegate = delegate;
        this.pins = pins;
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        delegate.checkClientTrusted(chain, authType);
    }

    // logs, then delegates: the delegate throws for an untrusted chain
    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        log.debug("checking {}", authType);
        delegate.checkServerTrusted(chain, authType);
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
        return delegate.getAcceptedIssuers();
    }

    // logs the failure and rethrows it
    static final class Rethrows implements X509TrustManager {
        private final X509TrustManager inner;

        Rethrows(X509TrustManager inner) {
            this.inner = inner;
        }

        public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            try {
                inner.checkServerTrusted(chain, authType);
            } catch (CertificateException e) {
                log.warn("untrusted server certificate", e);
                throw e;
            }
        }

        public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            inner.checkClientTrusted(chain, authType);
        }

        public X509Certificate[] getAcceptedIssuers() {
            return inner.getAcceptedIssuers();
        }
    }

    // falls back to a pin check that throws when the pin is unknown
    static final class FallsBack implements X509TrustManager {
        private final X509TrustManager inner;
        private final Set<String> pins;

        FallsBack(X509TrustManager inner, Set<String> pins) {
            this.inner = inner;
            this.pins = pins;
        }

        public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            try {
                inner.checkServerTrusted(chain, authType);
            } catch (CertificateException e) {
                checkPinned(chain, e);
            }
        }

        private void checkPinned(X509Certificate[] chain, CertificateException cause) throws CertificateException {
            if (!pins.contains(Pins.of(chain[0]))) {
                throw cause;
            }
        }

        public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            inner.checkClientTrusted(chain, authType);
        }

        public X509Certificate[] getAcceptedIssuers() {
            return inner.getAcceptedIssuers();
        }
    }
}
