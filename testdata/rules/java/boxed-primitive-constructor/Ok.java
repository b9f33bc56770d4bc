class Box {
  Integer a = Integer.valueOf(42);
  boolean b = Boolean.parseBoolean("true");
  StringBuilder s = new StringBuilder("x");
}
