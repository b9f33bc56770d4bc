import com.example.routing.URL;
import java.util.HashSet;
import java.util.Set;

class Routes {
    private final Set<URL> routes = new HashSet<>();
}
