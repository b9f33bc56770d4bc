import java.security.MessageDigest;

class Signature {
    private byte[] expected;

    boolean verify(byte[] data) throws Exception {
        byte[] actual = MessageDigest.getInstance("SHA-256").digest(data);
        return actual.equals(expected); // want "java/array-identity-method"
    }

    String describe(String[] roles) {
        return "roles: " + roles.toString(); // want "java/array-identity-method"
    }

    int key(int[] coordinates) {
        return coordinates.hashCode(); // want "java/array-identity-method"
    }
}
