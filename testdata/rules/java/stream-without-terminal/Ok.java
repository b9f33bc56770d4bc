import java.util.List;

class Audit {
    void log(List<String> events, List<String> out) {
        events.stream().filter(e -> e.startsWith("ERR")).forEach(out::add);
        List<String> errors = events.stream().filter(e -> e.startsWith("ERR")).toList();
        builder.filter("x").map("y");
        out.addAll(errors);
    }
}
