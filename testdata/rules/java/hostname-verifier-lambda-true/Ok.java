import javax.net.ssl.HostnameVerifier;
import javax.net.ssl.HttpsURLConnection;

class Tls {
  void connect(HttpsURLConnection c, String expected) {
    HostnameVerifier hv = (h, s) -> HttpsURLConnection.getDefaultHostnameVerifier().verify(expected, s);
    c.setHostnameVerifier(hv);
  }
}
