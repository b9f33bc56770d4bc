import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

class Client {
  SSLSocket open(String host) throws Exception {
    SSLSocketFactory sslSocketFactory = (SSLSocketFactory) SSLSocketFactory.getDefault();
    return (SSLSocket) sslSocketFactory.createSocket(host, 443); // want "java/sslsocket-without-hostname-verification"
  }
}
