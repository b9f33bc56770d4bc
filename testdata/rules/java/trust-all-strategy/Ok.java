import java.security.KeyStore;
import org.apache.http.conn.ssl.DefaultHostnameVerifier;
import org.apache.http.conn.ssl.SSLConnectionSocketFactory;
import org.apache.http.ssl.SSLContexts;

class Clients {
  void build(KeyStore trustStore) throws Exception {
    SSLContexts.custom().loadTrustMaterial(trustStore, null).build();
    new SSLConnectionSocketFactory(SSLContexts.createDefault(), new DefaultHostnameVerifier());
    new SSLConnectionSocketFactory(SSLContexts.createDefault(), SSLConnectionSocketFactory.getDefaultHostnameVerifier());
  }
}
