class Dates {
  private static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("yyyy-MM-dd");
  private final SimpleDateFormat local = new SimpleDateFormat("yyyy");
  String show(LocalDate d) { return FORMAT.format(d); }
}
