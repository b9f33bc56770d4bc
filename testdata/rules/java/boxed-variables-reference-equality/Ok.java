import java.util.Objects;

class Inventory {
    boolean ownedBy(Long ownerId, Long userId) {
        return Objects.equals(ownerId, userId);
    }

    boolean same(long a, long b) {
        return a == b;
    }

    boolean unboxed(Integer count, int limit) {
        return count == limit;
    }

    static boolean eq(Integer x, Integer y) {
        return x == y || (x != null && x.equals(y));
    }

    boolean missing(Integer value, Integer fallback) {
        return value == null;
    }
}
