package example;

import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.URI;
import java.net.URL;
import java.net.URLConnection;
import javax.servlet.http.HttpServletRequest;

// java.net.URL fetches what it names: openStream() is
// openConnection().getInputStream().
public class Fetcher {
    public InputStream fetch(HttpServletRequest request) throws Exception {
        URL url = new URL(request.getParameter("url"));
        return url.openStream(); // want "java/ssrf"
    }

    public URLConnection viaProxy(HttpServletRequest request) throws Exception {
        Proxy proxy = new Proxy(Proxy.Type.HTTP, new InetSocketAddress("proxy.internal", 3128));
        return URI.create(request.getParameter("target")).toURL().openConnection(proxy); // want "java/ssrf"
    }
}
