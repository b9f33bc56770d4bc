import javax.net.ssl.SSLSocket;
import okhttp3.CipherSuite;
import okhttp3.ConnectionSpec;

class Tls {
    void configure(SSLSocket socket) {
        socket.setEnabledCipherSuites(new String[] {"TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256", "SSL_RSA_WITH_RC4_128_MD5"}); // want "java/weak-tls-cipher-suite"
        socket.setEnabledCipherSuites(new String[] {"TLS_DH_anon_WITH_AES_128_CBC_SHA"}); // want "java/weak-tls-cipher-suite"
        ConnectionSpec spec = new ConnectionSpec.Builder(ConnectionSpec.MODERN_TLS)
            .cipherSuites(CipherSuite.TLS_RSA_WITH_3DES_EDE_CBC_SHA) // want "java/weak-tls-cipher-suite"
            .build();
    }
}
