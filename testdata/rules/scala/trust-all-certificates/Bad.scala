object TrustAll extends X509TrustManager {
  def checkClientTrusted(chain: Array[X509Certificate], authType: String): Unit = {} // want "scala/trust-all-certificates"
  def checkServerTrusted(chain: Array[X509Certificate], authType: String): Unit = () // want "scala/trust-all-certificates"
  def getAcceptedIssuers: Array[X509Certificate] = Array.empty
}
object AnyHost extends HostnameVerifier {
  def verify(host: String, session: SSLSession): Boolean = true // want "scala/trust-all-certificates"
}
