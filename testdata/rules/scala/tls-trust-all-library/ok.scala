import io.netty.handler.ssl.SslContextBuilder
import org.apache.http.conn.ssl.DefaultHostnameVerifier

object Clients {
  val ctx = SslContextBuilder.forClient().trustManager(new java.io.File("ca.pem")).build()
  val hv = new DefaultHostnameVerifier()
}
