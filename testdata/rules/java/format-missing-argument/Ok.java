import java.text.MessageFormat;

class Report {
    String line(String user, int count, String host) {
        return String.format("%s logged in %d times from %s", user, count, host);
    }

    void print(String user, int items) {
        System.out.printf("user %s has %d items (100%%)%n", user, items);
    }

    String positional(String user) {
        return String.format("%1$s <%1$s@example.com>", user);
    }

    String many(Object[] parts) {
        return String.format("%s-%s-%s", parts);
    }

    String message(String user) {
        return MessageFormat.format("Hello {0}, you have {1} items", user);
    }

    String plain() {
        return String.format("no conversions here%n");
    }
}
