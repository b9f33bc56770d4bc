class Bad {
    String render(String name, int id) {
        StringBuilder sb = new StringBuilder();
        sb.append("name=" + name); // want "java/concatenation-in-append"
        sb.append(id);
        return sb.toString();
    }
}
