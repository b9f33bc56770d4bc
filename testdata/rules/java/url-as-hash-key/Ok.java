import java.net.URI;
import java.net.URL;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

class Crawler {
    private final Set<URI> visited = new HashSet<>();
    private final Map<String, URL> byName = new ConcurrentHashMap<>();
    private final List<URL> queue = new java.util.ArrayList<>();

    boolean seen(URL url) throws Exception {
        return visited.contains(url.toURI());
    }
}
