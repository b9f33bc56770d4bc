package example

import javax.net.ssl.SSLSocket

fun harden(socket: SSLSocket) {
    socket.enabledCipherSuites = arrayOf("TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256", "SSL_RSA_WITH_RC4_128_SHA") // want "kotlin/weak-tls-cipher-suite"
    socket.setEnabledCipherSuites(arrayOf("TLS_DH_anon_WITH_AES_128_CBC_SHA")) // want "kotlin/weak-tls-cipher-suite"
}
