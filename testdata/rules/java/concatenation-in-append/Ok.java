class Ok {
    String render(String name, int id, int a, int b) {
        StringBuilder sb = new StringBuilder();
        sb.append("name=").append(name);
        sb.append("a" + "b");
        sb.append(a + b);
        return sb.toString();
    }
}
