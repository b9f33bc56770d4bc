package example

import android.util.Log
import java.security.cert.CertificateException
import java.security.cert.X509Certificate
import javax.net.ssl.X509TrustManager

class PinningTrustManager(private val delegate: X509TrustManager, private val pins: Set<String>) : X509TrustManager {
    override fun checkClientTrusted(chain: Array<X509Certificate>, authType: String) = delegate.checkClientTrusted(chain, authType)

    // logs, then delegates
    override fun checkServerTrusted(chain: Array<X509Certificate>, authType: String) {
        Log.d("TLS", "checking $authType")
        delegate.checkServerTrusted(chain, authType)
    }

    override fun getAcceptedIssuers(): Array<X509Certificate> = delegate.acceptedIssuers
}

class RethrowingTrustManager(private val delegate: X509TrustManager) : X509TrustManager {
    override fun checkClientTrusted(chain: Array<X509Certificate>, authType: String) = delegate.checkClientTrusted(chain, authType)

    override fun checkServerTrusted(chain: Array<X509Certificate>, authType: String) {
        try {
            delegate.checkServerTrusted(chain, authType)
        } catch (e: CertificateException) {
            Log.w("TLS", "untrusted certificate", e)
            throw e
        }
    }

    override fun getAcceptedIssuers(): Array<X509Certificate> = delegate.acceptedIssuers
}
