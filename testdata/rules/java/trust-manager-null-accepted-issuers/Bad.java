package example;

import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import javax.net.ssl.X509TrustManager;

public class NullIssuers implements X509TrustManager {
    private final X509TrustManager delegate;

    NullIssuers(X509TrustManager delegate) {
        this.delegate = delegate;
    }

    public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        delegate.checkClientTrusted(chain, authType);
    }

    public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        delegate.checkServerTrusted(chain, authType);
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() { // want "java/trust-manager-null-accepted-issuers: getAcceptedIssuers returns null"
        return null;
    }
}
