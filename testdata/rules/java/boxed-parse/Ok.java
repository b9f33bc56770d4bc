class Ok {
    int port(String s) {
        Integer cached = Integer.valueOf(s);
        return Integer.parseInt(s) + cached;
    }
}
