import javax.net.ssl.SSLContext
import okhttp3.ConnectionSpec
import okhttp3.TlsVersion

fun context(): SSLContext = SSLContext.getInstance("TLSv1") // want "kotlin/insecure-tls-version"

val spec = ConnectionSpec.Builder(ConnectionSpec.COMPATIBLE_TLS)
    .tlsVersions(TlsVersion.TLS_1_1, TlsVersion.TLS_1_2) // want "kotlin/insecure-tls-version"
    .build()
