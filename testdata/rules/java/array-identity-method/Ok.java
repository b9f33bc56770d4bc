import java.security.MessageDigest;
import java.util.Arrays;
import java.util.List;

class Signature {
    private byte[] expected;
    private String name;

    boolean verify(byte[] data) throws Exception {
        byte[] actual = MessageDigest.getInstance("SHA-256").digest(data);
        return MessageDigest.isEqual(actual, expected);
    }

    String describe(String[] roles) {
        return "roles: " + Arrays.toString(roles);
    }

    boolean sameName(Signature other) {
        return name.equals(other.name);
    }

    String first(List<String> roles) {
        return roles.toString();
    }
}
