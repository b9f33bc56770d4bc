import io.netty.handler.ssl.SslContextBuilder;
import io.netty.handler.ssl.util.InsecureTrustManagerFactory;
import org.eclipse.jetty.util.ssl.SslContextFactory;

class Clients {
  void build(io.vertx.core.http.HttpClientOptions options, org.apache.cxf.configuration.jsse.TLSClientParameters tls) throws Exception {
    SslContextBuilder.forClient().trustManager(InsecureTrustManagerFactory.INSTANCE).build(); // want "java/tls-trust-all-setting"
    SslContextFactory.Client jetty = new SslContextFactory.Client(true); // want "java/tls-trust-all-setting"
    options.setTrustAll(true); // want "java/tls-trust-all-setting"
    tls.setDisableCNCheck(true); // want "java/tls-trust-all-setting"
  }
}
