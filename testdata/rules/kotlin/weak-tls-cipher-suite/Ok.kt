package example

import javax.net.ssl.SSLSocket

val DISABLED = listOf("SSL_RSA_WITH_RC4_128_SHA")

fun harden(socket: SSLSocket) {
    socket.enabledCipherSuites = arrayOf("TLS_AES_128_GCM_SHA256", "TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256")
}
