import io.netty.handler.ssl.SslContextBuilder
import java.io.File
import org.apache.http.conn.ssl.DefaultHostnameVerifier

fun clients(options: io.vertx.core.http.HttpClientOptions) {
    SslContextBuilder.forClient().trustManager(File("ca.pem")).build()
    val verifier = DefaultHostnameVerifier()
    options.isTrustAll = false
}
