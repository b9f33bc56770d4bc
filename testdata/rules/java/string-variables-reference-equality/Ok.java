import java.util.Objects;

class RoleCheck {
    private String role;

    boolean isOwner(String currentUser, String owner) {
        return Objects.equals(currentUser, owner);
    }

    static boolean same(String a, String b) {
        if (a == b) {
            return true;
        }
        return a != null && a.equals(b);
    }

    static boolean sameText(String x, String y) {
        return x == y || (x != null && x.equals(y));
    }

    boolean counts(int count, int limit) {
        return count == limit;
    }

    boolean sameRole(String other) {
        return role == other;
    }
}
