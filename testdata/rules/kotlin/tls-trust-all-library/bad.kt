import io.netty.handler.ssl.SslContextBuilder
import io.netty.handler.ssl.util.InsecureTrustManagerFactory
import org.apache.http.conn.ssl.NoopHostnameVerifier
import org.apache.http.conn.ssl.TrustSelfSignedStrategy
import org.apache.http.ssl.SSLContexts

fun clients(options: io.vertx.core.http.HttpClientOptions) {
    SslContextBuilder.forClient().trustManager(InsecureTrustManagerFactory.INSTANCE).build() // want "kotlin/tls-trust-all-library"
    SSLContexts.custom().loadTrustMaterial(null, TrustSelfSignedStrategy()).build() // want "kotlin/tls-trust-all-library"
    val verifier = NoopHostnameVerifier.INSTANCE // want "kotlin/tls-trust-all-library"
    options.isTrustAll = true // want "kotlin/tls-trust-all-library"
}
