import javax.net.ssl.HostnameVerifier;
import javax.net.ssl.HttpsURLConnection;

class Tls {
  private static final HostnameVerifier ALL_HOSTS = (host, session) -> true; // want "java/hostname-verifier-lambda-true"

  void connect(HttpsURLConnection c) {
    HostnameVerifier hv = (h, s) -> { return true; }; // want "java/hostname-verifier-lambda-true"
    c.setHostnameVerifier(hv);
  }
}
