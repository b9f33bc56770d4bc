import java.util.Map;
import javax.servlet.http.HttpServletRequest;

class Plugins {
  private static final Map<String, String> HANDLERS = Map.of("csv", "com.example.CsvHandler");

  Object load(HttpServletRequest request, String configured) throws Exception {
    Class<?> c = Class.forName("com.example.Default");
    Class<?> d = Class.forName(configured);
    Class<?> e = Class.forName(HANDLERS.get("csv"));
    return c;
  }
}
