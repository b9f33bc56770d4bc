import java.util.Arrays;
import java.util.List;

class Allowed {
    private static final int[] ALLOWED_PORTS = {80, 443, 8080};

    boolean allowed(int port) {
        return Arrays.asList(ALLOWED_PORTS).contains(port); // want "java/aslist-primitive-array"
    }

    List<long[]> ids(long[] values) {
        return List.of(values); // want "java/aslist-primitive-array"
    }
}
