class Csv {
    String quote(String v) {
        StringBuilder sb = new StringBuilder('"'); // want "java/stringbuilder-char-capacity"
        return sb.append(v).append('"').toString();
    }
}
