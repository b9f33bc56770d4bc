package example

import android.util.Log
import java.security.cert.CertificateException
import java.security.cert.X509Certificate
import javax.net.ssl.X509TrustManager

class LoggingTrustManager(private val delegate: X509TrustManager) : X509TrustManager {
    override fun checkClientTrusted(chain: Array<X509Certificate>, authType: String) = delegate.checkClientTrusted(chain, authType)

    override fun checkServerTrusted(chain: Array<X509Certificate>, authType: String) { // want "kotlin/trust-manager-never-rejects"
        Log.d("TLS", "accepting ${chain[0].subjectX500Principal}")
    }

    override fun getAcceptedIssuers(): Array<X509Certificate> = delegate.acceptedIssuers
}

class LenientTrustManager(private val delegate: X509TrustManager) : X509TrustManager {
    override fun checkClientTrusted(chain: Array<X509Certificate>, authType: String) = delegate.checkClientTrusted(chain, authType)

    override fun checkServerTrusted(chain: Array<X509Certificate>, authType: String) { // want "kotlin/trust-manager-never-rejects"
        try {
            delegate.checkServerTrusted(chain, authType)
        } catch (e: CertificateException) {
            Log.w("TLS", "untrusted certificate, continuing", e)
        }
    }

    override fun getAcceptedIssuers(): Array<X509Certificate> = delegate.acceptedIssuers
}
