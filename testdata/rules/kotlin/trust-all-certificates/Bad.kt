class TrustAll : X509TrustManager {
    override fun checkClientTrusted(chain: Array<X509Certificate>, authType: String) {} // want "kotlin/trust-all-certificates"
    override fun checkServerTrusted(chain: Array<X509Certificate>, authType: String) { // want "kotlin/trust-all-certificates"
    }
    override fun getAcceptedIssuers(): Array<X509Certificate> = arrayOf()
}
