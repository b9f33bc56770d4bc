import java.nio.charset.StandardCharsets;

class Names {
    String greeting(byte[] raw, char[] chars) {
        String s = "hello";
        String decoded = new String(raw, StandardCharsets.UTF_8);
        return s + decoded + new String(chars);
    }
}
