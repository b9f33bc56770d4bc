import java.util.regex.Pattern;

class Version {
    int major(String v) {
        String[] parts = v.split("\\.");
        return Integer.parseInt(parts[0]);
    }
    String[] columns(String row) {
        return row.split(Pattern.quote("|"));
    }
    String clean(String s) {
        return s.replace(".", "").split(",")[0];
    }
}
