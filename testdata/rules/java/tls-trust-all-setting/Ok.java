import io.netty.handler.ssl.SslContextBuilder;
import java.io.File;
import org.eclipse.jetty.util.ssl.SslContextFactory;

class Clients {
  void build(io.vertx.core.http.HttpClientOptions options) throws Exception {
    SslContextBuilder.forClient().trustManager(new File("ca.pem")).build();
    SslContextFactory.Client jetty = new SslContextFactory.Client();
    options.setTrustAll(false);
  }
}
