import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;

class Client {
    SSLContext context() throws Exception {
        return SSLContext.getInstance("TLSv1"); // want "java/insecure-tls-version"
    }
    SSLContext qualified() throws Exception {
        return javax.net.ssl.SSLContext.getInstance("SSLv3"); // want "java/insecure-tls-version"
    }
    void restrict(SSLSocket s) {
        s.setEnabledProtocols(new String[] {"TLSv1.2", "TLSv1.1"}); // want "java/insecure-tls-version"
    }
}
