class Dates {
  private static final SimpleDateFormat FORMAT = new SimpleDateFormat("yyyy-MM-dd"); // want "java/static-date-format"
  String show(Date d) { return FORMAT.format(d); }
}
