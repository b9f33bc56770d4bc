class Csv {
    String quote(String v) {
        StringBuilder sb = new StringBuilder("\"");
        StringBuilder big = new StringBuilder(256);
        return sb.append(v).append('"').toString() + big;
    }
}
