import javax.net.ssl.SSLContext
import okhttp3.ConnectionSpec
import okhttp3.TlsVersion

fun context(): SSLContext = SSLContext.getInstance("TLSv1.3")

val spec = ConnectionSpec.Builder(ConnectionSpec.MODERN_TLS)
    .tlsVersions(TlsVersion.TLS_1_3, TlsVersion.TLS_1_2)
    .build()
