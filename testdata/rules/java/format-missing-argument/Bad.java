class Report {
    String line(String user, int count) {
        return String.format("%s logged in %d times from %s", user, count); // want "java/format-missing-argument"
    }

    void print(String user) {
        System.out.printf("user %s has %d items%n", user); // want "java/format-missing-argument"
    }

    String header() {
        return String.format("Report for %s"); // want "java/format-missing-argument"
    }

    String total(long sum) {
        return "Total: %,d of %d".formatted(); // want "java/format-missing-argument"
    }
}
