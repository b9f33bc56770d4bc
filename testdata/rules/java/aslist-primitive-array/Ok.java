import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

class Allowed {
    private static final Integer[] ALLOWED_PORTS = {80, 443, 8080};
    private static final String[] NAMES = {"a", "b"};

    boolean allowed(int port) {
        return Arrays.asList(ALLOWED_PORTS).contains(port);
    }

    List<String> names() {
        return Arrays.asList(NAMES);
    }

    List<Integer> boxed(int[] values) {
        return IntStream.of(values).boxed().collect(Collectors.toList());
    }

    List<Integer> varargs(Integer... values) {
        return List.of(values);
    }
}
