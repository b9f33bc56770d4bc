import java.util.List;

class Audit {
    void log(List<String> events, List<String> out) {
        events.stream().filter(e -> e.startsWith("ERR")).map(out::add); // want "java/stream-without-terminal"
        events.stream().peek(System.out::println); // want "java/stream-without-terminal"
    }
}
