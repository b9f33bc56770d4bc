class Pinned(delegate: X509TrustManager) extends X509TrustManager {
  def checkClientTrusted(chain: Array[X509Certificate], authType: String): Unit = delegate.checkClientTrusted(chain, authType)
  def checkServerTrusted(chain: Array[X509Certificate], authType: String): Unit = { delegate.checkServerTrusted(chain, authType); pins.check(chain) }
  def getAcceptedIssuers: Array[X509Certificate] = delegate.getAcceptedIssuers
}
object Rules { def verify(input: String): Boolean = true }
