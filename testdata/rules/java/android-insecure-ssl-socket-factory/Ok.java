import android.net.SSLCertificateSocketFactory;
import javax.net.SocketFactory;

class Net {
  SocketFactory factory() {
    return SSLCertificateSocketFactory.getDefault(0, null);
  }
}
