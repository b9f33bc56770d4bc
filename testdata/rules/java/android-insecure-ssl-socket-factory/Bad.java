import android.net.SSLCertificateSocketFactory;
import javax.net.ssl.SSLSocketFactory;

class Net {
  SSLSocketFactory factory() {
    return SSLCertificateSocketFactory.getInsecure(0, null); // want "java/android-insecure-ssl-socket-factory"
  }
}
