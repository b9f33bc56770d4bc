import io.netty.handler.ssl.SslContextBuilder
import io.netty.handler.ssl.util.InsecureTrustManagerFactory
import org.apache.http.conn.ssl.NoopHostnameVerifier

object Clients {
  val ctx = SslContextBuilder.forClient().trustManager(InsecureTrustManagerFactory.INSTANCE).build() // want "scala/tls-trust-all-library"
  val hv = new NoopHostnameVerifier() // want "scala/tls-trust-all-library"
}
