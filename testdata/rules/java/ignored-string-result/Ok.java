import java.util.List;
import java.util.Map;

class Names {
    String clean(String name, List<String> names, Map<String, String> m, StringBuilder sb) {
        name = name.trim();
        names.replaceAll(String::strip);
        m.replace("a", "b");
        sb.replace(0, 1, "x");
        return name.toLowerCase();
    }
}
