import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;

class Client {
    SSLContext context() throws Exception {
        return SSLContext.getInstance("TLSv1.3");
    }
    void restrict(SSLSocket s) {
        s.setEnabledProtocols(new String[] {"TLSv1.3", "TLSv1.2"});
    }
}
