package example;

import javax.net.ssl.HostnameVerifier;
import javax.net.ssl.SSLSession;

public class Insecure {
    static class AnyHost implements HostnameVerifier {
        public boolean verify(String hostname, SSLSession session) { return true; } // want "java/hostname-verifier-accepts-all: verify"
    }

    static final HostnameVerifier ANY = new HostnameVerifier() {
        @Override
        public boolean verify(String h, javax.net.ssl.SSLSession s) { // want "java/hostname-verifier-accepts-all"
            /* accept all */
            return true;
        }
    };
}
