import java.net.URL;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

class Crawler {
    private final Set<URL> visited = new HashSet<>(); // want "java/url-as-hash-key"
    private final Map<URL, String> cache = new ConcurrentHashMap<>(); // want "java/url-as-hash-key"

    boolean seen(URL url) {
        return visited.contains(url);
    }
}
