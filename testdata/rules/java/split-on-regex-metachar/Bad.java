class Version {
    int major(String v) {
        String[] parts = v.split("."); // want "java/split-on-regex-metachar"
        return Integer.parseInt(parts[0]);
    }
    String[] columns(String row) {
        return row.split("|"); // want "java/split-on-regex-metachar"
    }
}
