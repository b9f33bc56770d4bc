import java.net.InetAddress;
import java.net.Socket;
import javax.net.ssl.SSLServerSocketFactory;
import javax.net.ssl.SSLSocketFactory;

class Net {
  void connect(String host) throws Exception {
    Socket s = SSLSocketFactory.getDefault().createSocket(host, 443);
    SSLServerSocketFactory.getDefault().createServerSocket(8443);
    Socket local = new Socket("localhost", 5432);
    Socket loop = new Socket(InetAddress.getLoopbackAddress(), 5432);
    Socket unconnected = new Socket();
  }
}
