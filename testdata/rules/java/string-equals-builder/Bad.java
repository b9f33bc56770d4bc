class Csv {
    boolean sameHeader(String expected, StringBuilder header) {
        return expected.equals(header); // want "java/string-equals-builder"
    }

    boolean sameLine(String line) {
        StringBuffer built = new StringBuffer();
        built.append("a,b");
        return built.equals(line); // want "java/string-equals-builder"
    }
}
