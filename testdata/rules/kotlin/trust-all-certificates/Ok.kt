class Pinned(private val delegate: X509TrustManager) : X509TrustManager {
    override fun checkClientTrusted(chain: Array<X509Certificate>, authType: String) = delegate.checkClientTrusted(chain, authType)
    override fun checkServerTrusted(chain: Array<X509Certificate>, authType: String) {
        delegate.checkServerTrusted(chain, authType)
        pin.check(chain)
    }
    override fun getAcceptedIssuers(): Array<X509Certificate> = delegate.acceptedIssuers
}
