class Csv {
    boolean sameHeader(String expected, StringBuilder header) {
        return expected.contentEquals(header);
    }

    boolean sameLine(String line) {
        StringBuffer built = new StringBuffer();
        built.append("a,b");
        return built.toString().equals(line);
    }

    boolean sameText(String a, String other) {
        return a.equals(other);
    }
}
