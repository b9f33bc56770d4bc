import java.net.ServerSocket;
import java.net.Socket;

class Net {
  void connect(String host) throws Exception {
    Socket s = new Socket(host, 4444); // want "java/unencrypted-socket"
    ServerSocket ss = new ServerSocket(8080); // want "java/unencrypted-socket"
  }
}
