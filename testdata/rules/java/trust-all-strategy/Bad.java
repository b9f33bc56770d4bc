import org.apache.http.conn.ssl.NoopHostnameVerifier;
import org.apache.http.conn.ssl.SSLConnectionSocketFactory;
import org.apache.http.conn.ssl.TrustSelfSignedStrategy;
import org.apache.http.ssl.SSLContextBuilder;
import org.apache.http.ssl.SSLContexts;

class Clients {
  void build() throws Exception {
    SSLContextBuilder b = new SSLContextBuilder();
    b.loadTrustMaterial(null, new TrustSelfSignedStrategy()); // want "java/trust-all-strategy"
    SSLContexts.custom().loadTrustMaterial(null, (chain, authType) -> true); // want "java/trust-all-strategy"
    new SSLConnectionSocketFactory(SSLContexts.createDefault(), NoopHostnameVerifier.INSTANCE); // want "java/trust-all-strategy"
    new SSLConnectionSocketFactory(SSLContexts.createDefault(), new NoopHostnameVerifier()); // want "java/trust-all-strategy"
    new SSLConnectionSocketFactory(SSLContexts.createDefault(), SSLConnectionSocketFactory.ALLOW_ALL_HOSTNAME_VERIFIER); // want "java/trust-all-strategy"
  }
}
